// cudagen 0.2 seed 210 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,device_template_function,main,shared_var,static_shared,extern_shared,constexpr_var,struct,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_suffix,lit_nullptr,macro_object,macro_function,macro_statement,pp_if,pp_undef,variadic_template,pack_expansion,fold_expression,nttp_dependent_type,enable_if,sfinae,hdr_type_traits,hdr_cuda_fp16
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <type_traits>
#include <tuple>
#include <cooperative_groups.h>
#include <cuda_fp16.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define WARPS_1 64
#define HALF_2(x) ((x) / 2)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#if WARPS_1 == 64
#define CONFIG_4 1
#else
#define CONFIG_4 23
#endif
#undef WARPS_1
#define WARPS_1 24
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename... Ts>
__device__ double fold6(Ts... xs) {
    return (... + static_cast<double>(xs));
}
template <typename... Ts>
__device__ int count7(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
__device__ int spread9(int x) {
    return static_cast<int>(fold6(x, 3.5f, 3u)) + count7(x, x, 1.0);
}

struct Stats10 {
    unsigned long id11;
    float flag12;
};
template <typename T, typename std::enable_if<(sizeof(T) <= 4), int>::type = 0>
__host__ __device__ int narrow13(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename std::enable_if<!(sizeof(T) <= 4), int>::type = 0>
__host__ __device__ int narrow13(T v) { return static_cast<int>(v) + 2; }
__device__ float halfMix14(float x) {
    __half a = __float2half(x);
    __half b = __float2half(2.5f);
    __half s = __hadd(a, b);
    __half p = a * b;
    return __half2float(s) + __half2float(p);
}

__global__ void grow15(double *out16) {
    extern __shared__ int dyn_17[];
    dyn_17[6] = narrow13(5);
    static __shared__ unsigned sh_18[64];
    int y19 = dyn_17[4];
    (void)y19;
    __shared__ Stats10 sh_20[128];
    (void)sh_20;
    ((*out16)--, (sh_18[52] = WARPS_1 + ((*out16) * 27l)));
    Stats10 t21{46l, 4608UL};
    (void)t21;
}

int main(void) {
    int size22 = 01435;
    (void)size22;
    short x23{57};
    (void)x23;
    grow15<<<dim3(16 * 2, (8), 2), 32 * 2, 0>>>(nullptr);
    return 0;
}
