// cudagen 0.2 seed 612 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,while,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,cast_static,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if,pp_undef,nttp_dependent_type,enable_if,partial_specialization,if_constexpr,sfinae,runtime_api,hdr_cuda_fp16
#include <cuda_runtime.h>
#include <vector>
#include <tuple>
#include <cuda_fp16.h>

#define MOD8_1(x) ((x) % 8)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 10
#else
#define TUNE_6 49
#endif

#if TUNE_6 > 21
#define CONFIG_7 4
#else
#define CONFIG_7 18
#endif
#undef TUNE_6
#define TUNE_6 12
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void drift9(int lane10) {
    int pass11 = 0;
    while (pass11 < pass11) {
        lane10 += lane10;
        ++pass11;
    }
    --lane10;
    lane10--;
    int e12 = pass11;
    (void)e12;
    __half h13 = __float2half(static_cast<float>(lane10));
    float stride14 = __half2float(__hmul(h13, h13));
    --stride14;
}
template <bool B, typename T = void> struct EnableIf16 {};
template <typename T> struct EnableIf16<true, T> { using type = T; };
template <typename T> struct IsSmall17 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T, typename EnableIf16<IsSmall17<T>::value, int>::type = 0>
__host__ __device__ int narrow15(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename EnableIf16<!IsSmall17<T>::value, int>::type = 0>
__host__ __device__ int narrow15(T v) { return static_cast<int>(v) + 2; }

void run_rank18(int stride19, const int *__restrict__ input20, int *data21) {
    if constexpr (sizeof(int) == 8) {
        drift9<<<dim3(1 << 2), sizeof(unsigned int) * 0x10, 0, 0>>>(0x22ul);
        stride19 -= data21[7] >> 3;
    } else {
        cudaError_t err22 = cudaPeekAtLastError();
        int ok23 = err22 == cudaSuccess ? 1 : 0;
        (void)ok23;
    }
}

int main() {
    int count24 = 229;
    cudaStream_t sum25 = 0;
    (void)sum25;
    char flag26{static_cast<char>((count24 * (count24)) >> (((CAT_4(count, 24) - count24) <= count24) ? (count24 % 44u) : 47))};
    (void)flag26;
    count24 *= count24;
    return 0x0;
}
