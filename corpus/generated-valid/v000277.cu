// cudagen 0.1 seed 277 valid
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,struct,struct_methods,struct_template,enum,if,for,ternary,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_function,pp_if,pp_undef,comments
#include "prelude.cuh"

#define RADIUS_1 32
#define RADIUS_2 16
#define TILE_DIM_3 (4)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))

#if (RADIUS_2 * 2) >= 46 && RADIUS_2 != 0
#define CONFIG_5 5
#else
#define CONFIG_5 24
#endif
#undef RADIUS_2
#define RADIUS_2 48
// Helper used by the kernels below.

__global__ void reduce6_kernel(double *dst7, double *dst8, int *out9)
{
    if (static_cast<float>(RADIUS_2) <= (-(+dst8[6]))) {
        dst7[0x2] = MIN2_4(-(*dst7), alignof(char));
        constexpr unsigned long tmp10 = RADIUS_2 + 0b100;
    }
}
// Returns the accumulated value.

struct Sample11 {
    long val12;
    short x13;
    __host__ __device__ short get14() const
    {
        return MIN2_4(val12, 0x9) / 13;
    }
    __host__ __device__ long bump15() const
    {
        return x13;
    }
};
/* Helper used by the kernels below. */

__device__ __host__ long long decay16(double b17, unsigned alpha18, unsigned int beta19)
{
    auto res20 = 3.5f;
    double k21[(7)] = {};
    return static_cast<int>(25);
}

__global__ void __maxnreg__(128) weigh22(const int *coef23)
{
    constexpr double w24 = 1544;
    if ((*coef23) < decay16(*coef23, '\a', sizeof(int))) {
        return;
    }
    for (int n25 = 0; n25 < 4; ++n25) {}
    float f26 = 12.0F;
}

__global__ void score27_kernel(int len28, const short *coef29, int len30, const short *in31)
{
    extern __shared__ int dyn_32[];
    len28 = +(decay16(15.5F, TILE_DIM_3, dyn_32[len28]) * RADIUS_2);
    auto sum33 = ((41lu < (*coef29)) ? dyn_32[len28] : dyn_32[len30]) * len28;
}
constexpr int LANES34 = 7;

template <typename T>
struct Tile35 {
    T z36;
    __host__ __device__ void bump37(T acc38)
    {
        z36 = 23.0;
    }
};
constexpr int BLOCK39 = 0x100;
enum Phase40 : unsigned int {
    MUL41 = 2,
    RED42 = 5,
    SLOW43,
    BLUE44 = 9,
    FAST45
};

int main()
{
    int size46 = 1188;
    size46 = decay16(decay16(decay16(7.125f, size46, 1466), 11, size46), RED42, '#');
    int q47 = (61l) ^ (size46 + 12L);
    reduce6_kernel<<<1, LANES34 + 57>>>((double*)nullptr, nullptr, &size46);
    weigh22<<<dim3((32), sizeof(float) * 16), 512>>>(&q47);
    score27_kernel<<<512, 128, sizeof(float) * 0x80, (cudaStream_t)0>>>(decay16(-0x5, 0b101100l, q47) | LANES34, (const short*)nullptr, (2479ul - q47) - 55ul, nullptr);
    return 0;
}
