// cudagen 0.2 seed 52 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,constexpr_function,main,if,do_while,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_statement,pp_if,comments,partial_specialization,explicit_specialization,concept,requires_clause,hdr_cuda_fp16,hdr_cub
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>
#include <cuda_fp16.h>
#include <cub/block/block_reduce.cuh>

#define RADIUS_1 5
#define CHUNK_2 (1 << 4)
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#if CHUNK_2 > 64
#define CONFIG_5 4
#elif CHUNK_2 < 0
#error unreachable configuration
#else
#define CONFIG_5 23
#endif
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__(1 << (RADIUS_1 + 2), 0x4) drift6_kernel(float *buf7, int *__restrict__ data8) {
    int tid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (buf7[0] == tid9) {
        int pass10 = 0;
        do {
            (++data8[1], (data8[tid9] = 42));
            ++pass10;
        } while ((pass10 < 14) && (MAX2_3(gridDim.y, pass10) <= 054));
        int w11 = tid9;
        (void)w11;
        const double *y12 = reinterpret_cast<const double*>(buf7);
        (void)y12;
    }
}
static_assert(sizeof(int) == 4, "tile must fit");
__device__ float halfMix13(float x) {
    __half a = __float2half(x);
    __half b = __float2half(4.5f);
    __half s = __hadd(a, b);
    __half p = a * b;
    return __half2float(s) + __half2float(p);
}
template <typename T, typename U> struct Pick14 { static constexpr int value = 1; };
template <typename T> struct Pick14<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick14<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes16 {
    T d[N];
    __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes16<T, 1> {
    T d;
    __host__ __device__ T first() const { return d; }
};
template <> struct Pick14<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag15(T) { return 0; }
template <> __host__ __device__ int tag15<float>(float) { return 1; }
template <> __host__ __device__ int tag15(double) { return 2; }
__host__ __device__ int specialized17(int x) {
    Lanes16<int, 1> one{x};
    Lanes16<int, 3> three{{x, 1, 2}};
    return x + Pick14<char, long>::value + Pick14<int, int>::value + Pick14<float *, int>::value + Pick14<float, double>::value + tag15(1.0f) + tag15(x) + tag15(2.0) + one.first() + three.first();
}
__global__ void blockTotal18(const int *in, int *out) {
    using Reduce = cub::BlockReduce<int, 64>;
    __shared__ typename Reduce::TempStorage storage;
    int v = in[threadIdx.x];
    int total = Reduce(storage).Sum(v);
    if (threadIdx.x == 0) {
        out[blockIdx.x] = total;
    }
}
template <typename T> concept Small19 = sizeof(T) <= 8;
template <typename T> concept Arith20 = Small19<T> && (sizeof(T) >= 4);
template <Small19 T> __host__ __device__ T twice21(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) __host__ __device__ T thrice22(T x) { return x * 3; }
template <typename T> __host__ __device__ T quad23(T x) requires Arith20<T> { return x * 4; }
__host__ __device__ int sign24(Small19 auto v) { return v != 0 ? 1 : 2; }

constexpr int check_rank25(int stride26) {
    unsigned int v27 = 59 << (stride26 += stride26, stride26);
    return static_cast<size_t>(34 / (v27 * 0b1100));
}

int main(void) {
    int count28 = 0x5aa;
    count28 *= 46;
    blockTotal18<<<dim3((CHUNK_2), 1), 1 << 5, sizeof(float) * 32>>>(&count28, nullptr);
    drift6_kernel<<<dim3(CONFIG_5 + (RADIUS_1 + 0x4), (count28 + 63) / 0x40), dim3(4 * 16, (count28 + 0x3f) / 0x40, (count28 + 63) / 64), 0x1 << 12>>>(static_cast<float*>(nullptr), &count28);
    float flag29((-count28) % count28);
    flag29 = count28;
    return 0;
}
