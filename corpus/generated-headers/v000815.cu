// cudagen 0.2 seed 815 valid headers
// features: kernel,maxnreg,restrict_params,launch,device_function,device_forceinline,device_template_function,main,shared_var,extern_shared,constexpr_var,if,switch,goto,ternary,shift,logical,comparison,pointer_arith,array_index,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,lambda,macro_function,macro_paste,macro_statement,pp_ifdef,comments,extended_lambda,runtime_api
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <type_traits>
#include <cuda/std/array>
#include <cuda/std/functional>

#define LOW_BITS_1(x) ((x) & 0xF)
#define HALF_2(x) ((x) / 2)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#ifdef USE_FAST_PATH_7
#define TUNE_8 4
#else
#define TUNE_8 57
#endif
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
/* Computes one element per thread. */

template <typename T>
__device__ T relax10(T *acc11)
{
    T idx12{4};
    if (static_cast<T>(idx12) > 46) {
        goto skip13;
    }
    idx12 = (((CAT_6(idx, 12) == idx12) || ((*acc11) >= 9u)) ? ((acc11 == nullptr) ? sizeof(T) : idx12) : HALF_2(idx12)) * (35);
skip13:;
    return (23l + acc11[7] + ((*acc11) + 13)) * sizeof(T);
}

__global__ void __maxnreg__(128) sift14_kernel(unsigned int *__restrict__ data15, float beta16, double q17)
{
    extern __shared__ float dyn_18[];
    switch ((data15[0])) {
    case 1:
        data15[0] = data15[6];
        break;
    }
    __shared__ long sh_19;
    (void)sh_19;
}

__device__ __forceinline__ void probe20(const int *input21, float *__restrict__ acc22)
{
    unsigned int lo23(LOW_BITS_1((int)input21[3]) * ((47 - acc22[0]) - ((int)acc22[7])));
    int sum24 = u'A';
    (void)sum24;
    float u25 = lo23;
    (void)u25;
    if (acc22 == nullptr) {
        __shared__ unsigned int sh_26[256];
        (void)sh_26;
        constexpr long flag27 = 22;
        (void)flag27;
    }
}

int main()
{
    int count28 = 3643;
    float flag29 = 3469 >> LOW_BITS_1(CAT_6(count, 28) - count28);
    (void)flag29;
    constexpr int z30 = 41;
    cudaEvent_t start31, stop32;
    cudaEventCreate(&start31);
    cudaEventCreate(&stop32);
    cudaEventRecord(start31);
    cudaEventRecord(stop32);
    cudaEventSynchronize(stop32);
    float ms33 = 0.0f;
    cudaEventElapsedTime(&ms33, start31, stop32);
    cudaEventDestroy(start31);
    cudaEventDestroy(stop32);
    auto lam34 = [=] __device__ (int v) { return v * 7 + z30; };
    applyEach9<<<1, 32>>>(lam34, nullptr, z30);
    sift14_kernel<<<1 << 1, 256>>>(static_cast<unsigned int*>(nullptr), 6.375F, static_cast<int>(count28 << 5));
    return 0;
}
