// cudagen 0.1 seed 2111 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,device_noinline,static_device_function,device_template_function,main,device_var,shared_var,static_shared,constexpr_var,local_array,bitwise,shift,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 46
#endif
#if NUM_ITERS_1 > 15
#define CONFIG_6 5
#elif NUM_ITERS_1 < 0
#error unreachable configuration
#else
#define CONFIG_6 30
#endif

template <class T>
__device__ int kick7(const T *__restrict__ src8) {
    short acc9 = 0xf8c;
    double v10 = +((acc9 + acc9) % blockIdx.x);
    int sum11{14ul};
    return (sum11);
}

static __device__ int norm12(int lane13) {
    int cnt14 = static_cast<int>((lane13 & threadIdx.y) - 17);
    kick7<long>((const long*)nullptr);
    ++cnt14;
    long r15[2] = {static_cast<long>(11)};
    return TUNE_5;
}
__device__ float d_stencil16;

__device__ short tile17(const int *in18, int count19) {
    d_stencil16 = sizeof(size_t);
    count19--;
    double mid20(15.125 / threadIdx.z);
    norm12(static_cast<float>(d_stencil16));
    float off21 = ((float)threadIdx.x) / (ADD3_2(threadIdx.x, 29, sizeof(int)) / 8.75f);
    ++d_stencil16;
    norm12(mid20);
    return mid20;
}

static __device__ __noinline__ int pivot22(int n23, float q24, int stride25) {
    stride25++;
    kick7((const double*)nullptr);
    __shared__ signed char sh_26[sizeof(float) * 2];
    sh_26[blockIdx.x & 7] = d_stencil16;
    d_stencil16 = (norm12(q24)) * 11.875F;
    return -tile17(&stride25, kick7<double>((const double*)nullptr));
}

__device__ __forceinline__ float relax27(unsigned int beta28) {
    float k29 = (d_stencil16);
    k29 = kick7((const unsigned*)nullptr);
    float v30[4] = {};
    d_stencil16 = static_cast<int>(d_stencil16);
    return (~(~beta28)) | threadIdx.x;
}
__device__ int d_score31 = 35;

__global__ void bias32(long long *__restrict__ buf33) {
    unsigned int gid34 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static __shared__ unsigned char sh_35[256];
    buf33[gridDim.y] = kick7(reinterpret_cast<const long*>(buf33)) - 60ul;
    pivot22(kick7<double>(reinterpret_cast<const double*>(buf33)) + norm12(sizeof(short int)), sh_35[80] + d_stencil16, pivot22(d_stencil16, gid34, gid34 & sh_35[gid34]));
    buf33[d_score31 & 0x7] = 2027;
}
/* Computes one element per thread. */

static __device__ unsigned int relax36(int len37) {
    unsigned char f38[8] = {};
    static __shared__ int sh_39[16];
    f38[blockIdx.x & 0x7] = f38[0x1] * pivot22(12L, (int)f38[0x2], -56);
    len37 = (int)((warpSize % sh_39[d_score31]) << (sizeof(float) * len37));
    return kick7(&d_stencil16) - norm12((int)TUNE_5);
}

int main(void) {
    int len40 = 1401;
    cudaStream_t q41 = 0;
    bias32<<<dim3((len40 + 127) / 0x80), NUM_ITERS_1 + 0xF8, sizeof(float) * 32>>>(nullptr);
    return 0x0;
}
