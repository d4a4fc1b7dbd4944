// cudagen 0.2 seed 97 valid headers
// features: kernel,kernel_static,grid_constant,restrict_params,launch,launch_dim3,builtin_vars,host_function,default_args,main,constexpr_var,const_local,struct,class_private,namespace,nested_namespace,if,if_else,if_init,nested_block,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,macro_statement,explicit_specialization,if_constexpr,type_traits,inline_namespace,using_directive,exceptions,runtime_api
#include <cuda_runtime.h>
#include <vector>
#include <cuda/std/array>
#include <cuda/std/functional>

#define LOW_BITS_1(x) ((x) & 0xF)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void bump7(int stride8, float alpha9) {
    int gid10 = threadIdx.x;
    (void)gid10;
    float q11 = CAT_5(alpha, 9);
    (void)q11;
    alpha9 = LOW_BITS_1(threadIdx.x);
    if (alpha9 > 0b100010) {
        return;
    }
}
template <typename T> struct IsReal13 { static constexpr bool value = false; };
template <> struct IsReal13<float> { static constexpr bool value = true; };
template <> struct IsReal13<double> { static constexpr bool value = true; };
template <typename T>
__device__ int classify12(T v) {
    if constexpr (IsReal13<T>::value) {
        return static_cast<int>(v * 3);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}

class Node14 {
    float hi15;
public:
    __host__ __device__ Node14(float b16) : hi15(b16) {}
    __host__ __device__ void total17(double hi18) {
        hi18 = hi15;
    }
};
namespace core19 {
inline namespace v2 {
__host__ __device__ int version20(int x) { return x + 1; }
} // namespace v2
namespace detail::impl {
__host__ __device__ int helper21(int x) { return x * 3; }
} // namespace detail::impl
} // namespace core19
__host__ __device__ int layered22(int x) {
    using namespace core19::detail::impl;
    return helper21(x) + core19::version20(x) + core19::v2::version20(1);
}

namespace util23 {
__global__ void update24_kernel(int* __restrict__ data25, float beta26, const unsigned int* coef27, unsigned beta28) {
    unsigned int i29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    beta28 = LOW_BITS_1(i29);
    if (const size_t sum30 = beta26 - ((int)43); (threadIdx.z * warpSize) != beta28) {
        {
            float h31 = ((int)((7 > (*data25)) ? blockIdx.x : 53)) & (37UL * i29);
            (void)h31;
            Node14 mid32(CAT_5(sum, 30) * 8.875f);
            (void)mid32;
        }
    } else if (constexpr int flag33 = 0b11000ul; CAT_5(i, 29) > beta28) {}
}

static __global__ void count34_kernel(__grid_constant__ const Node14 alpha35, const double* in36) {
    unsigned i37 = threadIdx.x;
    if (i37 < 17) {
    } else {
    }
}
} // namespace util23

float run_filter38(short alpha39, unsigned short b40 = 010676l) {
    alpha39 = alpha39;
    --b40;
    try {
        alpha39 = 43UL;
        if (b40 > 9) {
            throw 9;
        }
    } catch (int) {
    }
    return b40 + ((sizeof(int) >> CAT_5(b, 40)) + b40);
}

int main() {
    int n41 = 2'715;
    n41 = 6 + (CAT_5(n, 41) & sizeof(short));
    ACCUM_2(n41, (LOW_BITS_1(CAT_5(n, 41)) | CAT_5(n, 41)));
    n41 = n41;
    n41 = n41;
    int *d_buf42 = nullptr;
    cudaMalloc(&d_buf42, static_cast<size_t>(n41) * sizeof(int));
    cudaMemset(d_buf42, 0, static_cast<size_t>(n41) * sizeof(int));
    int h_buf43[4] = {};
    cudaMemcpy(h_buf43, d_buf42, sizeof(h_buf43), cudaMemcpyDeviceToHost);
    n41 = -14;
    bump7<<<64, dim3((n41 + 255) / 256, (n41 + 127) / 128, 4)>>>(h_buf43[3], 9.5f);
    util23::update24_kernel<<<2, dim3(4 * 2)>>>(h_buf43, 23.625F, nullptr, n41);
    util23::count34_kernel<<<(512), 0b1 << 5>>>(Node14(n41), static_cast<const double*>(nullptr));
    return 0;
}
