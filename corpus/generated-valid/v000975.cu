// cudagen 0.1 seed 975 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,device_noinline,static_device_function,host_device_function,main,device_var,constant_var,shared_var,constexpr_var,local_array,typedef,if,for,pragma_unroll,switch,goto,logical,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#ifndef USE_FAST_PATH_7
#define TUNE_8 4
#else
#define TUNE_8 18
#endif

__host__ __device__ void sweep9(float* buf10) {
    float f11 = buf10[0] + buf10[0];
    if (!((*buf10) != (*buf10))) {
        goto done12;
    }
    f11 = buf10[0b110];
done12:;
}

__global__ void norm13(float beta14) {
    int idx15 = threadIdx.x;
    unsigned short acc16 = (blockIdx.x);
    bool z17 = idx15 == (10 / gridDim.x);
}
__device__ float d_reduce18 = -21.375F;

__device__ __noinline__ int probe19(int count20, unsigned alpha21, char p22) {
    if (count20 != alpha21)
        return sizeof(size_t);
    float s23 = TUNE_8;
    if (int(p22) < TUNE_8)
        return CAT_6(count, 20) + (d_reduce18 - threadIdx.y);
    #pragma unroll 8
    for (int i24 = 0x0; i24 < count20; ++i24) {
        sweep9(&d_reduce18);
        alpha21 = (p22);
    }
    return gridDim.y;
}
__constant__ int c_bias25 = 5L;

__global__ void pivot26(short int* buf27, size_t* out28) {
    unsigned int tid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    buf27[2] = probe19(tid29 - probe19(blockDim.x, blockIdx.x, c_bias25), 'z', tid29 * 44U * (blockIdx.x - blockDim.x));
    __shared__ float sh_30;
    d_reduce18 = c_bias25;
}

static __device__ double drift31(int count32, int len33) {
    d_reduce18 = -TWICE_PLUS_1(count32 + d_reduce18, probe19(c_bias25, len33, len33));
    count32 = ' ' / (CAT_6(count, 32) + TUNE_8);
    return probe19(count32 - d_reduce18, d_reduce18, +c_bias25) / probe19(probe19(threadIdx.y, d_reduce18, c_bias25), sizeof(unsigned long), 127);
}

__device__ __host__ void count34(const double* input35, int* acc36, unsigned short beta37) {
    sweep9(nullptr);
    int acc38 = (acc36[0x5] + (CAT_6(beta, 37) + 5)) / 5ul;
    acc36[beta37] = acc38;
    unsigned long cnt39 = TWICE_PLUS_1((-acc38) + 0x3, (acc38 += 60l, 0x10B4L));
}
typedef int idx40_t;

static __device__ int bias41(long long q42) {
    count34(nullptr, (idx40_t*)nullptr, probe19(probe19(c_bias25, c_bias25, 0x31UL), c_bias25, threadIdx.x));
    switch (q42 - blockIdx.y) {
    case (0x0): {
        int r43 = 0b110 - probe19(q42 - 5, q42 * blockIdx.z, drift31(37, c_bias25));
        unsigned long long m44 = r43;
        break;
    }
    case sizeof(unsigned int):
        break;
    default:
        break;
    }
    return drift31(probe19((float)q42, (unsigned)c_bias25, LOW_BITS_2(threadIdx.z)), LOW_BITS_2(gridDim.y));
}

int main() {
    int size45 = 1851;
    size45 = size45;
    size45 = LOW_BITS_2((size45 += size45, size45));
    ACCUM_3(size45, (size45 + size45 + (size45 + 2981)));
    int y46[4] = {};
    if (9 >= size45)
        return size45 * (size45 += TUNE_8, TUNE_8);
    norm13<<<(size45 + 31) / 32, TUNE_8 + 60, 0>>>(0x3EU);
    pivot26<<<TUNE_8 + 28, sizeof(float) * 8, sizeof(float) * 32>>>(nullptr, nullptr);
    return 0x0;
}
