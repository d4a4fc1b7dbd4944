// cudagen 0.2 seed 301 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,host_function,constexpr_function,default_args,main,managed_var,shared_var,static_shared,constexpr_var,using_alias,namespace,ternary,bitwise,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_static,lambda,macro_object,macro_function,macro_statement,if_constexpr,type_traits,structured_binding,exceptions,runtime_api,hdr_cmath,hdr_type_traits
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <type_traits>
#include <cooperative_groups.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define CHUNK_1 128
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
struct Split4 {
    int first;
    float second;
};
__host__ __device__ Split4 make5(int x) { return Split4{x, static_cast<float>(x)}; }
__host__ __device__ int unpack6(int x) {
    auto [a, b] = make5(x);
    int arr[3] = {x, 1, 2};
    const auto &[p, q, r] = arr;
    Split4 v{x, static_cast<float>(x)};
    auto &&[m, n] = v;
    return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
__managed__ float m_score7[64] = {5.625f, -12.125F, -11.5f};

template <typename T, int N>
__global__ void combine8_kernel(const T *input9, const int *coef10, const float *in11) {
    static __shared__ unsigned long sh_12[8];
    (void)sh_12;
    int e13 = ceilf(*coef10) * 2;
    m_score7[e13] = N;
    if constexpr (sizeof(void *) == 8) {
    }
}

namespace detail14 {
using idx15_t = char;

__global__ void __maxnreg__(32) kick16_kernel(const int *coef17, int len18) {
    m_score7[5] = len18 + (sinf(61ll) + floorf(m_score7[len18 & 63]));
    __shared__ long sh_19[128];
    (void)sh_19;
}

__host__ int check_reduce20(const int *in21, float alpha22 = 15.0f) {
    try {
        double w23 = expf(CHUNK_1) / cosf(expf(14.75F));
        (void)w23;
        if (*in21 > 64) {
            throw 64;
        }
    } catch (...) {
    }
    return floorf((in21 == nullptr) ? 24U : alpha22);
}
} // namespace detail14
template <typename T>
__device__ int classify24(T v) {
    if constexpr (std::is_floating_point<T>::value) {
        return static_cast<int>(v * 8);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}

constexpr int pack25(int stride26, int n27) {
    n27 = static_cast<int>(25);
    return 13l;
}

int main() {
    int count28 = 1061;
    int hi29{15};
    auto op32 = [](unsigned long e30) -> unsigned {
        const char *val31 = "\"q\"";
        return e30;
    };
    (void)op32;
    combine8_kernel<float, 3><<<(count28 + 255) / 256, dim3((hi29 + 255) / 256)>>>(m_score7, &hi29, nullptr);
    int device33 = 0;
    cudaGetDevice(&device33);
    cudaDeviceProp prop34;
    cudaGetDeviceProperties(&prop34, device33);
    int sms35 = prop34.multiProcessorCount + prop34.warpSize;
    detail14::kick16_kernel<<<32, dim3((count28 + 255) / 256, (sms35 + 63) / 64)>>>(&sms35, MIN2_2(m_score7[sms35] / 42ull, (static_cast<float>(21.125f))));
    return 0;
}
