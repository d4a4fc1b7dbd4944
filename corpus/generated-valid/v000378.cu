// cudagen 0.1 seed 378 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,builtin_vars,device_function,host_function,static_host_function,constexpr_function,main,constant_var,constant_array,constexpr_var,auto_var,struct,enum,using_alias,anon_namespace,if,switch,switch_fallthrough,goto,static_assert,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,lambda,lambda_init_capture,lambda_generic,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
using idx2_t = short;
enum Phase3 : unsigned int { GREEN4 = 1, GREEN5 = 4, ADD6, IDLE7 };

struct Tile8 {
    float weight9;
    long flag10, mass11;
    int y12;
};

static __global__ void bump13_kernel(Tile8 q14)
{
    int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Tile8 h16{0x25, 42L, 0x29l, 0x34UL};
    q14 = Tile8{7.0F, 60, 30, 0x1Full};
    --h16.y12;
    int stride17 = 5 % (h16.flag10 * ((long)h16.y12));
    int s18(q14.flag10);
    ++h16.weight9;
    Phase3 r19 = GREEN5;
}

inline __device__ signed char count20(double cfg21)
{
    float m22 = (CAT_1(cfg, 21));
    m22 = threadIdx.x;
    cfg21 = 20.625f;
    cfg21--;
    return 41;
}

namespace {
__constant__ int c_tally23 = 0x18;
} // namespace
enum Phase24 : long { BLUE25, FAST26 };
static_assert(59 > 58, "bad config");
__constant__ unsigned int c_trace27[4] = {31lu, 2372LL};
// Layout: row-major, no padding.

constexpr int lerp28(int stride29, int count30)
{
    int base31(0x14);
    return 'z' + (count30 * count30 * (base31));
}
/* Computes one element per thread. */

static __host__ int run_accum32(const float *__restrict__ input33)
{
    if ((input33[0] == ADD6) && ((*input33) > input33[5])) {
        goto done34;
    }
    switch (lerp28(input33[3], *input33)) {
    case (GREEN5 + 1):
        break;
    case 6:
    case 12:
        break;
    default:
        bump13_kernel<<<dim3((GREEN4 + 15) * (GREEN4 + (GREEN4 + 2)), FAST26 + 7), 64>>>(Tile8{6.0F, -8, 27, 1});
        break;
    }
done34:;
    return input33[0x7];
}

static __global__ void pivot35(int len36, Tile8 a37)
{
    int idx38 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx38 >= len36)
        return;
    Tile8 y39 = {53, 7l, 8L, 21};
    signed char r40 = count20((19.375 / y39.y12) * 13.75F);
    r40 = +((signed char)((short)c_trace27[0]));
    len36 = count20(blockIdx.x * (a37.mass11 += 29, 30));
}
/* Helper used by the kernels below. */

__global__ void warp41(Phase24 q42)
{
    unsigned int tid43 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Tile8 v44{9.625f, 29, static_cast<long>(tid43), c_tally23};
    Phase24 k45 = BLUE25;
    auto e46 = c_tally23;
    v44.y12++;
    k45 = k45;
    int diff47 = 37ul;
}

int main()
{
    int size48 = 1702;
    auto op51 = [sum49 = run_accum32(nullptr)](auto tmp50) {
        tmp50 = run_accum32(nullptr);
        return tmp50 * 2;
    };
    int t52 = ADD6;
    size48 = run_accum32((const float*)nullptr);
    ++t52;
    pivot35<<<dim3(4), 512>>>(op51(size48), Tile8{});
    warp41<<<dim3((ADD6 + (GREEN4 + 2))), 64>>>(BLUE25);
    return 0;
}
