// cudagen 0.1 seed 945 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,builtin_vars,device_function,device_noinline,host_device_function,main,constant_var,shared_var,extern_shared,constexpr_var,const_local,namespace,if,while,goto,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_const,sizeof,macro_object,macro_statement,pp_if,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 3
#define BLOCK_SIZE_2 (16 * 16)
#define BLOCK_SIZE_3 (TILE_DIM_1 + 2)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#if (TILE_DIM_1 * 2) >= 8 && TILE_DIM_1 != 0
#define CONFIG_7 1
#else
#define CONFIG_7 29
#endif
#undef BLOCK_SIZE_3
#define BLOCK_SIZE_3 2
template <typename T, class U>
__global__ void blend8_kernel(U q9, const U* src10) {
    extern __shared__ unsigned dyn_11[];
    ++q9;
    --dyn_11[threadIdx.y];
    double flag12 = -27;
    ++q9;
    q9 = dyn_11[gridDim.x] - ((dyn_11[5] += flag12, 6) - 127l);
}
static __global__ void scale13_kernel(bool a14) {
    int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr float z16 = 37;
    bool w17 = a14;
    long v18{32ul};
    v18 -= static_cast<float>(1.0f - w17) - w17;
    const int stride19 = 0b11 * threadIdx.x;
}
__host__ __device__ int march20(unsigned long alpha21, float* data22, int len23) {
    constexpr int res24 = TILE_DIM_1 + 45;
    short m25 = 32U / ((alpha21) + 0b1000000u);
    if ((m25 / 62) >= 54U) {
        goto done26;
    }
    len23 |= ((unsigned int)44UL) + alpha21 + (len23 + m25 + (CONFIG_7 * m25));
    alpha21--;
    static_assert(((TILE_DIM_1 + 8) * 2) == 22);
done26:;
    return data22[0];
}
__device__ __noinline__ int spread27(int lane28, int lane29) {
    int cnt30(-(march20(lane29, nullptr, lane29) - BLOCK_SIZE_3));
    int pass31 = 0;
    while (pass31 < 15) {
        ++lane28;
        constexpr signed char lim32 = 60;
        ++pass31;
    }
    float lim33 = ((4.75F / blockDim.x) + (21.125f * lane29));
    if (!(lane29 == gridDim.x)) {
        goto out34;
    }
    march20(pass31 / (TILE_DIM_1 % threadIdx.y), &lim33, lane29);
out34:;
    return (march20(lane29, nullptr, lane29) + lane29) * (pass31 + (cnt30 += threadIdx.y, threadIdx.x));
}
__host__ __device__ float stencil35(unsigned alpha36, const float* input37, int stride38) {
    int s39 = 17;
    constexpr char stride40 = 25;
    --stride38;
    stride38 ^= BLOCK_SIZE_3 + ((stride38 << 2) - (stride38));
    int base41 = march20(s39 % (stride40 - alpha36), const_cast<float*>(input37), march20(alpha36, const_cast<float*>(input37), -62l));
    int diff42 = +(stride40 - alpha36);
    double t43 = stride40;
    return (t43 += stride38, (BLOCK_SIZE_2)) + (4 - stride38);
}
namespace kern44 {
__host__ __device__ void accum45(unsigned b46) {
    int z47 = 1749;
    int cnt48(b46);
    if (z47 == z47) {
        return;
    }
    z47 += (z47);
    z47--;
}
template <typename T, int N>
__global__ void trace49(T a50) {
    int tid51 = threadIdx.x;
    a50 /= stencil35(4834ul, (const float*)nullptr, N);
    ++a50;
    stencil35(sizeof(T), nullptr, short(tid51));
    kern44::accum45(tid51 * gridDim.y);
    a50 = N + stencil35(threadIdx.y, nullptr, a50) + (+march20(sizeof(T), nullptr, 62));
    T res52 = spread27(a50, (45ULL - a50) + (BLOCK_SIZE_3));
}
__constant__ int c_apply53 = 60;
} // namespace kern44
int main() {
    int len54 = 1708;
    len54 += 20;
    constexpr int acc55 = 35;
    blend8_kernel<float, long><<<(len54 + 0b1111111) / 128, sizeof(int) * (BLOCK_SIZE_3 + 126)>>>(25l, (const long*)nullptr);
    scale13_kernel<<<BLOCK_SIZE_3, (TILE_DIM_1 + 5) * 0b100>>>((len54));
    kern44::trace49<unsigned int, 7><<<2 * 8, sizeof(int) * 32>>>(acc55);
    return 0;
}
