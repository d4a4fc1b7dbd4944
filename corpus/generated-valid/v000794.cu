// cudagen 0.1 seed 794 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,for,pragma_unroll,static_assert,compound_assign,bitwise,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_generic,macro_function,pp_ifdef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4
#ifdef USE_FAST_PATH_4
#define TUNE_5 15
#else
#define TUNE_5 26
#endif
__global__ void tally6_kernel(float *data7, const unsigned int *coef8)
{
    extern __shared__ unsigned dyn_9[];
    data7[4]++;
    data7[0] += 11.75f;
    float w10 = ((*data7) += 18.375f, 8.625F) + dyn_9[7];
    #pragma unroll
    for (int it11 = 0; it11 < 9; it11++) {
        constexpr unsigned long w12 = 20;
        ++dyn_9[1];
    }
    constexpr int x13 = 3138U;
}
inline __host__ __device__ int scatter14(float q15, int *acc16, float p17)
{
    p17 += 9.75F;
    acc16[4] ^= '#';
    float val18 = q15;
    --val18;
    p17 = p17;
    q15--;
    float diff19 = p17;
    return p17;
}
int march20(float *dst21)
{
    dst21[6] -= scatter14(21UL, static_cast<int*>(nullptr), -7);
    dst21[4] *= scatter14(scatter14(dst21[1], nullptr, -9.125f) - scatter14(*dst21, static_cast<int*>(nullptr), *dst21), (int*)nullptr, 23.375F);
    dst21[5] -= scatter14((dst21[6] += dst21[1], (*dst21)), nullptr, TUNE_5);
    auto step23 = [](auto diff22) {
        diff22 = (51ULL / (diff22 + diff22)) * (diff22 * 20 * (27 / diff22));
        return diff22 * 2;
    };
    step23(static_cast<int>(*dst21));
    float f24 = dst21[1];
    (*dst21) = (*dst21) * 1;
    return 843;
}
template <typename T>
__global__ void __launch_bounds__(sizeof(int) * (TUNE_5 + (TUNE_5 + 2))) weigh25_kernel(T *acc26, short *dst27, const T *input28)
{
    T z29 = '#' | (*dst27);
    T y30 = scatter14(4909L, nullptr, scatter14(7.25f, nullptr, 2 + z29));
    z29 /= (13L & (*dst27)) + (dst27[1] - z29) + input28[7];
}
#define DEFINE_MAP_KERNEL_31(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_31(map_blend32, double)
DEFINE_MAP_KERNEL_31(map_spread33, unsigned int)
unsigned long check_filter34(const float *coef35, int len36)
{
    static_assert((TUNE_5 + 8) > 22, "bad config");
    scatter14(*coef35, &len36, scatter14(len36 - 4, &len36, *coef35));
    len36 = 4947;
    unsigned int *sum37 = nullptr;
    return len36 + len36;
}
int main()
{
    int size38 = 1351;
    scatter14(scatter14(12.75F, &size38, size38 ^ 61lu), &size38, size38);
    size38++;
    size38 -= size38;
    for (int j39 = 0; j39 < 10; j39 += 1) {
        dim3 hi40(64);
        double idx41 = march20(nullptr);
    }
    tally6_kernel<<<(size38 + 63) / 64, (128)>>>(nullptr, nullptr);
    weigh25_kernel<int><<<dim3(4, (size38 + 255) / 256, (size38 + 63) / 64), 256, (TUNE_5 + 4081), 0>>>(&size38, (short*)nullptr, &size38);
    map_blend32<<<dim3(1, 4, 2), 512, (TUNE_5 + 1) * 16, nullptr>>>((double*)nullptr, march20(nullptr));
    return 0;
}
