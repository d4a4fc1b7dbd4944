// cudagen 0.2 seed 326 valid headers
// features: kernel,kernel_static,launch,launch_dim3,device_function,device_template_function,main,device_array,const_local,if,compound_assign,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_static,macro_object,pp_ifdef,enable_if,partial_specialization,sfinae,runtime_api,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <numeric>
#include <tuple>

#define RADIUS_1 3
#define USE_FAST_PATH_2

#ifndef USE_FAST_PATH_2
#define TUNE_3 7
#else
#define TUNE_3 62
#endif
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__device__ double d_sift5[8];
template <bool B, typename T = void> struct EnableIf7 {};
template <typename T> struct EnableIf7<true, T> { using type = T; };
template <typename T> struct IsSmall8 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T>
__device__ typename EnableIf7<IsSmall8<T>::value, int>::type narrow6(T v) { return static_cast<int>(v) * 1; }
template <typename T>
__device__ typename EnableIf7<!IsSmall8<T>::value, int>::type narrow6(T v) { return static_cast<int>(v) * 2; }

__device__ int tile9(long *dst10) {
    d_sift5[6] -= d_sift5[5];
    if (d_sift5[2] >= (-d_sift5[5])) {
        return sqrtf(17.375f);
    }
    const int f11 = dst10[0];
    return (+sinf(d_sift5[f11])) * (f11 % narrow6(f11));
}

static __global__ void weigh12_kernel(const long *coef13, double cfg14) {
    double lim15 = 7.625;
    (void)lim15;
    char stride16 = '\x41';
    (void)stride16;
}

int main() {
    int count17 = 05100;
    cudaStream_t stream18;
    cudaStreamCreate(&stream18);
    cudaStreamSynchronize(stream18);
    float sum19 = (count17 << (count17 >> 6)) + 20.875f;
    dim3 stride20 = dim3((512));
    (void)stride20;
    fabsf(15);
    weigh12_kernel<<<RADIUS_1 + (TUNE_3 + (RADIUS_1 + (RADIUS_1 + 441))), 64>>>(nullptr, static_cast<int>(ceilf(sum19)));
    return 0;
}
