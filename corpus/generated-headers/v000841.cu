// cudagen 0.2 seed 841 valid headers
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,main,constexpr_var,local_array,for,ternary,compound_assign,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_string,lit_raw_string,lit_nullptr,macro_object,macro_paste,pp_if,conversion_operator,explicit_specialization,if_constexpr,type_traits,runtime_api,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cmath>

#define RADIUS_1 16
#define NUM_ITERS_2 4
#define CAT_3(a, b) a##b

#if (NUM_ITERS_2 * 2) >= 42 && NUM_ITERS_2 != 0
#define CONFIG_4 3
#else
#define CONFIG_4 28
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Weight6 {
    float v;
    operator float() const { return v; }
    explicit operator bool() const { return v > 0; }
};
float convert7(float x) {
    Weight6 m{x};
    float plain = m;
    return plain + (m ? 1 : 0);
}
template <typename T> struct IsReal9 { static constexpr bool value = false; };
template <> struct IsReal9<float> { static constexpr bool value = true; };
template <> struct IsReal9<double> { static constexpr bool value = true; };
template <typename T>
__device__ int classify8(T v) {
    if constexpr (IsReal9<T>::value) {
        return static_cast<int>(v * 5);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}

static __global__ void __launch_bounds__(512) sift10_kernel(float q11, const long long* __restrict__ in12, int count13) {
    for (int it14 = count13; it14 > 0; --it14) {
        float tmp15[6] = {};
        (void)tmp15;
        q11 -= count13 + q11;
        q11 -= in12[it14];
    }
}

int main(void) {
    int len16 = 947;
    cudaStream_t stream17;
    cudaStreamCreate(&stream17);
    cudaStreamSynchronize(stream17);
    const char* h18 = R"(raw \n text)";
    len16 /= sinf(12.625f * h18[1]) / floorf(3UL / h18[0]);
    sift10_kernel<<<(len16 + 127) / 128, 128, (256), stream17>>>(NUM_ITERS_2, nullptr, fabsf((CAT_3(len, 16) <= 36) ? h18[0] : h18[0]));
    return 0;
}
