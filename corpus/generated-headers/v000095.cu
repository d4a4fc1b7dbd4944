// cudagen 0.2 seed 95 valid headers
// features: kernel,kernel_static,launch,builtin_vars,grid_stride_loop,device_function,host_device_function,host_function,main,constexpr_var,local_array,if,for,pragma_unroll,while,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,macro_object,macro_function,pp_ifdef,pp_undef,conversion_operator,if_constexpr,runtime_api,hdr_cmath,hdr_cstdio
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <type_traits>

#define CHUNK_1 32
#define LOW_BITS_2(x) ((x) & 0xF)
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 10
#else
#define TUNE_7 38
#endif
#undef CHUNK_1
#define CHUNK_1 8
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Celsius9 {
    float v;
    __device__ operator float() const { return v; }
};
__device__ float convert10(float x) {
    Celsius9 m{x};
    float plain = m;
    return plain + static_cast<float>(m) * 2;
}

__host__ __device__ float scale11(int lane12, int n13)
{
    int w14 = 0;
    while (w14 < lane12) {
        long diff15 = 59;
        (void)diff15;
        ++w14;
    }
    if (((w14 + 04466L) ^ (lane12)) < 5l) {
        n13 = static_cast<int>(n13);
        if constexpr (sizeof(long) == 4) {
        }
    }
    return fmaxf(sinf(n13), expf('a' + w14));
}

__device__ void warp16(float q17, int* dst18)
{
    char hi19 = expf(dst18[gridDim.x]);
    int hi20[(3)]{12l, 060, 8};
    hi19 = fabsf(scale11(fminf(q17, hi20[0x0]), sinf(hi19)));
    unsigned int diff21 = 58;
    int lim22 = (+dst18[diff21]) / (7 & diff21);
    (void)lim22;
}
struct Weight23 {
    float v;
    operator float() const { return v; }
};
float convert24(float x) {
    Weight23 m{x};
    float plain = m;
    return plain + static_cast<float>(m) * 2;
}

static __global__ void count25(const float* src26, int lane27)
{
    unsigned int tid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid28 >= lane27)
        return;
    #pragma unroll 8
    for (int n29 = (blockIdx.x * blockDim.x) + threadIdx.x; n29 < lane27; n29 += blockDim.x * gridDim.x) {
        lane27 += *src26;
        double lo30{static_cast<double>(CHUNK_1)};
        (void)lo30;
    }
    lane27 = fminf(tid28, LOW_BITS_2(tid28));
    lane27 ^= CHUNK_1;
}

float host_pack31(const double* in32, int n33, int n34)
{
    n33 |= n33 * n34;
    printf("lane %d\n", static_cast<int>(n33));
    unsigned short r35(0x9f9);
    return static_cast<int>((int)(966u - r35));
}

int main()
{
    int size36 = 538;
    if ((size36 + size36) != size36)
        return static_cast<short>(size36 - TUNE_7);
    count25<<<(2), 16 * 2>>>(nullptr, size36);
    cudaStream_t stream37;
    cudaStreamCreate(&stream37);
    cudaStreamSynchronize(stream37);
    return 0;
}
