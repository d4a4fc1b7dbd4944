// cudagen 0.2 seed 791 valid headers
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,host_function,main,host_global,constexpr_var,local_array,if,for,ternary,bitwise,comparison,comma,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,pp_if,pp_undef,comments,conversion_operator,nttp_enum,if_constexpr,structured_binding,hdr_utility
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <utility>

#define BLOCK_SIZE_1 8
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

#if BLOCK_SIZE_1 > 80
#define CONFIG_5 5
#else
#define CONFIG_5 13
#endif
#undef CONFIG_5
#define CONFIG_5 24
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
// Helper used by the kernels below.

__global__ void fuse7(const int *__restrict__ src8, bool cfg9, const unsigned int *__restrict__ in10, int *buf11) {
    unsigned int gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int n13 = 0, j14 = 8; n13 < j14; (++n13, (--j14))) {
        double sum15 = (BLOCK_SIZE_1 * gridDim.x) & blockDim.x;
        (void)sum15;
        unsigned int prod16 = in10[j14];
        (void)prod16;
        for (int n17 = 0; n17 < (sizeof(float) * 3); ++n17) {
            unsigned int cnt18[8]{38, 3, static_cast<unsigned int>(n13), 7u, 1461, gid12, 55ul, 40u};
            (void)cnt18;
            double z19 = 163U & ((j14 % n17) * cfg9);
            (void)z19;
        }
    }
}
struct Weight20 {
    float v;
    operator float() const { return v; }
    explicit operator bool() const { return v > 0; }
};
float convert21(float x) {
    Weight20 m{x};
    float plain = m;
    return plain + (m ? 1 : 0);
}
static int g_pack22;
enum class Mode23 { Add, Mul };
template <Mode23 O = Mode23::Add>
__device__ int apply24(int a, int b) {
    if constexpr (O == Mode23::Add) {
        return a + b;
    } else {
        return a * b;
    }
}
__device__ int policy25(int x) {
    return apply24<Mode23::Add>(x, 2) + apply24<Mode23::Mul>(x, 8) + apply24<>(x, x);
}

int check_rank26(int stride27) {
    std::pair<int, float> pr28 = std::make_pair(stride27, 1.5f);
    auto [m29, idx30] = pr28;
    std::pair<int, float> pr31{m29, idx30};
    std::swap(pr28, pr31);
    m29 += std::move(pr31).first;
    for (int i32 = 6; i32 > 0; --i32)
        fuse7<<<32 * 16, dim3(CONFIG_5 + 488, (g_pack22 + 31) / 32, 64)>>>(static_cast<const int*>(nullptr), static_cast<unsigned short>(CAT_4(stride, 27)), nullptr, nullptr);
    if (idx30 <= CONFIG_5)
        return g_pack22;
    if (CAT_4(m, 29) > m29)
        return 24;
    return idx30 * (stride27 & 0);
}

int main(void) {
    int size33 = 3058;
    float hi34 = ~(((size33 > 23) ? CAT_4(size, 33) : size33) ^ sizeof(unsigned char));
    (void)hi34;
    fuse7<<<dim3(16 * 4), 32>>>(nullptr, ((size33 - 51) & 1), nullptr, (int*)nullptr);
    return 0;
}
