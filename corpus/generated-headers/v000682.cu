// cudagen 0.2 seed 682 valid headers
// features: kernel,kernel_static,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,constexpr_var,struct,struct_template,if,nested_block,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_function,macro_statement,pp_ifdef,nttp_dependent_type,enable_if,partial_specialization,if_constexpr,sfinae,constexpr_loop,runtime_api,hdr_cmath,hdr_cstdio
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <cstdio>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 17
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

template <typename T>
struct Pixel6 {
    T val7;
    __host__ __device__ void apply8(double y9) {
        if (y9 >= val7)
            return;
    }
};
#define DEFINE_MAP_KERNEL_10(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_10(map_count11, float)
DEFINE_MAP_KERNEL_10(map_rank12, int)

__global__ void sift13_kernel(int n14, int count15) {
    unsigned int idx16 = threadIdx.x;
    (void)idx16;
    if (threadIdx.z) {
        if ((43L * count15) == fminf(TUNE_4, TWICE_PLUS_1(threadIdx.x, TUNE_4))) {
            {
                Pixel6<unsigned int> lo17 = Pixel6<unsigned int>{15};
                (void)lo17;
                if constexpr (sizeof(long) == 4) {
                    count15 = TUNE_4;
                }
            }
        }
    }
}
template <bool B, typename T = void> struct EnableIf19 {};
template <typename T> struct EnableIf19<true, T> { using type = T; };
template <typename T> struct IsSmall20 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T, typename EnableIf19<IsSmall20<T>::value, int>::type = 0>
__host__ __device__ int narrow18(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename EnableIf19<!IsSmall20<T>::value, int>::type = 0>
__host__ __device__ int narrow18(T v) { return static_cast<int>(v) + 2; }

static __global__ void spread21(int len22, float *__restrict__ acc23, int stride24, int *buf25) {
    int tid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid26 >= stride24)
        return;
    if constexpr (sizeof(void *) == 4) {
        buf25[6] = ((*buf25) += 16ll, sinf(len22));
        if (ceilf(tid26) < acc23[5])
            return;
    } else {
        (*acc23) = (ceilf(9.0F) / sqrtf(*acc23)) - 54UL;
    }
    if (((threadIdx.z + len22) & 1))
        return;
}
__host__ __device__ constexpr int powSum27(int n) {
    int s = 0;
    int i = 0;
    while (i < n) {
        s += 1;
        ++i;
    }
    return s;
}
constexpr int kSteps28 = powSum27(7);
static_assert(powSum27(7) == 7, "a constexpr loop");

__host__ int check_score29(float alpha30) {
    alpha30 = 1704;
    expf(-12.625F);
    cudaError_t err31 = cudaDeviceSynchronize();
    int ok32 = err31 == cudaSuccess ? 1 : 0;
    alpha30 = alpha30;
    alpha30 -= +ok32;
    printf("step %d\n", static_cast<int>(ok32));
    constexpr int stride33 = 35;
    return ceilf(powSum27(alpha30) * (ok32 += stride33, (-8.0F)));
}

int main() {
    int len34 = 3979;
    if (kSteps28 == (len34 | 4185))
        return len34 ^ check_score29(-52);
    len34 = len34;
    (++len34, (len34 += fmaxf(len34 + sizeof(int), sinf(len34)) + kSteps28));
    map_count11<<<(TUNE_4 + (TUNE_4 + 222)) * 2, 64, sizeof(float) * 0b10000000>>>(static_cast<float*>(nullptr), (len34 += kSteps28, (-kSteps28)));
    map_rank12<<<(len34 + 63) / 64, dim3((32), 512)>>>(&len34, kSteps28);
    sift13_kernel<<<(len34 + 127) / 128, dim3((1))>>>(TWICE_PLUS_1(len34 - 40, len34), len34);
    return 0;
}
