// cudagen 0.2 seed 251 valid headers
// features: kernel,kernel_template,launch_deduced_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constant_var,shared_var,extern_shared,constexpr_var,const_local,if,nested_block,shift,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,macro_function,macro_paste,pp_ifdef,explicit_specialization,if_constexpr,type_traits,runtime_api,hdr_vector,hdr_numeric,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <cstdio>
#include <cooperative_groups.h>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define HALF_2(x) ((x) / 2)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 38
#endif

template <typename T>
__global__ void drift6(T *out7, const T *src8, int n9, float p10) {
    extern __shared__ long dyn_11[];
    unsigned int tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid12 >= n9)
        return;
    out7[tid12] = p10;
    const signed char base13 = gridDim.x;
    (void)base13;
    out7[0x7] = *src8;
}
__constant__ int c_tally14 = 0x34;

int host_norm15(int stride16, float p17) {
    stride16 = fabsf(HALF_2(p17));
    stride16 = CAT_3(p, 17);
    p17 = static_cast<long long>(-4167);
    return (CAT_3(p, 17) + 1470ul) - HALF_2(p17);
}

__global__ void probe18_kernel(unsigned int b19, int len20, const int *in21, int *out22) {
    extern __shared__ float dyn_23[];
    unsigned gid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid24 >= len20)
        return;
    b19 = threadIdx.x;
    float u25 = static_cast<int>(57U) + (*in21);
    (void)u25;
}
template <typename T> struct IsReal27 { static constexpr bool value = false; };
template <> struct IsReal27<float> { static constexpr bool value = true; };
template <> struct IsReal27<double> { static constexpr bool value = true; };
template <typename T>
__device__ int classify26(T v) {
    if constexpr (IsReal27<T>::value) {
        return static_cast<int>(v * 3);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}

int main(void) {
    int n28 = 1595;
    auto lam32 = [](float cnt29, float v30) -> float {
        double w31 = TUNE_5;
        w31 = (sizeof(unsigned int) / sqrtf(61)) * 6u;
        return TUNE_5;
    };
    (void)lam32;
    {
        cudaError_t err33 = cudaPeekAtLastError();
        int ok34 = err33 == cudaSuccess ? 1 : 0;
        double stride35 = ok34 - n28;
        (void)stride35;
    }
    std::vector<int> vec36(static_cast<size_t>(n28) % 64 + 1);
    vec36.push_back(static_cast<int>(1));
    vec36[0] = static_cast<int>(n28);
    int *ptr37 = vec36.data();
    int count38 = static_cast<int>(vec36.size());
    std::iota(vec36.begin(), vec36.end(), static_cast<int>(0));
    count38 += static_cast<int>(std::accumulate(vec36.begin(), vec36.end(), static_cast<int>(0)));
    (void)ptr37;
    drift6<<<1 << 7, 1 << 0x8, 0x1 << TUNE_5, (cudaStream_t)0>>>(static_cast<unsigned int*>(nullptr), static_cast<const unsigned int*>(nullptr), n28 * (n28 * TUNE_5), 22.75F);
    probe18_kernel<<<0x2 * 2, (TUNE_5 + 244) * 0x2, 0x0, 0>>>(n28, n28, (const int*)nullptr, &n28);
    return 0;
}
