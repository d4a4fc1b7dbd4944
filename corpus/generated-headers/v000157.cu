// cudagen 0.2 seed 157 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,device_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,auto_var,struct,class_private,if,for,switch,switch_fallthrough,static_assert,ternary,compound_assign,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,cast_c,cast_static,macro_object,macro_function,macro_paste,pp_undef,union,call_operator,runtime_api
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <cooperative_groups.h>

#define WARPS_1 3
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define MOD8_3(x) ((x) % 8)
#define CAT_4(a, b) a##b
#undef WARPS_1
#define WARPS_1 24
class Vec5 {
    int id6;
    int x7;
    float y8;
public:
    __host__ __device__ Vec5(int b9, int a10, float c11) : id6(b9), x7(a10), y8(c11) {}
    __host__ __device__ void total12(unsigned int f13)
    {
        f13 += WARPS_1;
    }
};
__device__ unsigned relax14(long long cfg15, const int *in16)
{
    auto hi17 = cfg15;
    hi17 = (((in16[1] + 0b111100) < cfg15) ? static_cast<int>(in16[3]) : (cfg15 + 43u)) - WARPS_1;
    ++hi17;
    cfg15 = 4ul % ((int)cfg15);
    switch (cfg15 * in16[hi17]) {
    case (012):
        cfg15 = hi17;
        cfg15 *= (static_cast<long>(*in16) + MOD8_3(CAT_4(cfg, 15))) * 8;
        break;
    case (9):
    case 7:
        break;
    case 1:
        break;
    default:
        break;
    }
    return static_cast<size_t>((CAT_4(hi, 17) + 'A') - (48U / cfg15));
}
struct Clamp18 {
    int k;
    int operator()(int v) const { return v * k; }
    template <typename T>
    T operator()(T a, T b) const { return a + b; }
};
int call19(int x) {
    Clamp18 fn{9};
    return fn(x) + fn(x, 1);
}
constexpr int check_relax20(int count21)
{
    unsigned int v22 = 28;
    int s23 = count21;
    return v22 * (s23 + 907);
}
union Bits24 {
    int i;
    float f;
    unsigned char bytes[4];
};
__host__ __device__ int use25(int x) {
    Bits24 v{};
    v.i = static_cast<int>(x);
    return static_cast<int>(v.bytes[2]) + static_cast<int>(v.i);
}
__global__ void __launch_bounds__(WARPS_1 + 104) count26(const int *src27, int len28)
{
    extern __shared__ int dyn_29[];
    int i30 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)i30;
    if (len28 > blockIdx.y) {
        return;
    }
    static_assert(sizeof(int) == 0b100);
    dyn_29[gridDim.x] = (float)WARPS_1;
}
int main()
{
    int n31 = 3364;
    for (int it32 = n31; it32 > 0; --it32) {
        n31 -= WARPS_1;
    }
    int *d_buf33 = nullptr;
    cudaMalloc(&d_buf33, static_cast<size_t>(n31) * sizeof(int));
    cudaMemset(d_buf33, 0, static_cast<size_t>(n31) * sizeof(int));
    n31 = MOD8_3(MOD8_3(MOD8_3(n31)));
    count26<<<dim3(512, (WARPS_1 + (WARPS_1 + 0b1010000))), 512>>>(d_buf33, n31);
    dim3 v34((n31 + 127) / 128);
    (void)v34;
    return 0b0;
}
