// cudagen 0.2 seed 147 valid headers
// features: kernel,kernel_static,launch,builtin_vars,main,shared_var,extern_shared,compound_assign,bitwise,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,sizeof,partial_specialization,explicit_specialization,runtime_api,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <cuda_fp16.h>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename T, typename U> struct Pick3 { static constexpr int value = 1; };
template <typename T> struct Pick3<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick3<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes5 {
    T d[N];
    __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes5<T, 1> {
    T d;
    __host__ __device__ T first() const { return d; }
};
template <> struct Pick3<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag4(T) { return 0; }
template <> __host__ __device__ int tag4<float>(float) { return 1; }
template <> __host__ __device__ int tag4(double) { return 2; }
__host__ __device__ int specialized6(int x) {
    Lanes5<int, 1> one{x};
    Lanes5<int, 3> three{{x, 1, 2}};
    return x + Pick3<char, long>::value + Pick3<int, int>::value + Pick3<float *, int>::value + Pick3<float, double>::value + tag4(1.0f) + tag4(x) + tag4(2.0) + one.first() + three.first();
}
template <typename T, typename U> struct Pick7 { static constexpr int value = 1; };
template <typename T> struct Pick7<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick7<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes9 {
    T d[N];
    __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes9<T, 1> {
    T d;
    __host__ __device__ T first() const { return d; }
};
template <> struct Pick7<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag8(T) { return 0; }
template <> __host__ __device__ int tag8<float>(float) { return 1; }
template <> __host__ __device__ int tag8(double) { return 2; }
__host__ __device__ int specialized10(int x) {
    Lanes9<int, 1> one{x};
    Lanes9<int, 3> three{{x, 1, 2}};
    return x + Pick7<char, long>::value + Pick7<int, int>::value + Pick7<float *, int>::value + Pick7<float, double>::value + tag8(1.0f) + tag8(x) + tag8(2.0) + one.first() + three.first();
}

static __global__ void bump11_kernel(int* buf12, float b13) {
    extern __shared__ int dyn_14[];
    unsigned hi15 = fminf((*buf12) + 6, fminf(blockDim.y, 6.125f));
    unsigned long long diff16 = 63ul;
    dyn_14[diff16 & 7] = buf12[blockIdx.x & 7];
    b13 += (0b1 + (diff16 + sizeof(int))) * dyn_14[hi15 & 7];
}

int main(void) {
    int size17 = 1'127;
    cudaEvent_t start18, stop19;
    cudaEventCreate(&start18);
    cudaEventCreate(&stop19);
    cudaEventRecord(start18);
    cudaEventRecord(stop19);
    cudaEventSynchronize(stop19);
    float ms20 = 0.0f;
    cudaEventElapsedTime(&ms20, start18, stop19);
    cudaEventDestroy(start18);
    cudaEventDestroy(stop19);
    ms20 -= ms20;
    ms20 += size17;
    bump11_kernel<<<(size17 + 127) / 128, 32>>>(&size17, 9.75f);
    return 0;
}
