// cudagen 0.1 seed 1958 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,static_device_function,host_device_function,main,managed_var,shared_var,constexpr_var,const_local,if,do_while,goto,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 7
#else
#define TUNE_3 43
#endif

#if TUNE_3 % 2 == 0 || TUNE_3 < 4
#define CONFIG_4 4
#else
#define CONFIG_4 21
#endif
__managed__ double m_weigh5 = 2979;

__global__ void mix6_kernel(int* __restrict__ out7, float q8) {
    __shared__ int sh_9[0x100];
    const unsigned char z10 = 26;
}

__device__ void apply11(float cfg12, unsigned int* data13) {
    (*data13) = m_weigh5;
    __shared__ int sh_14[32];
    if (((*data13) >= data13[blockIdx.x & 7]) && data13[3]) {
        goto skip15;
    }
    m_weigh5 = data13[gridDim.z] - 0x1;
    data13[3] = *data13;
skip15:;
}
// Returns the accumulated value.

static __device__ float mix16(int count17, const int* input18) {
    float e19 = CONFIG_4 - ((unsigned)m_weigh5);
    e19 = m_weigh5;
    return CONFIG_4;
}

__host__ __device__ void spread20(int len21, long* __restrict__ acc22) {
    int pass23 = 0;
    if (6 != len21) {
        goto skip25;
    }
    do {
        int mid24 = ~((1U - pass23) + (1017 + len21));
        (*acc22) *= mid24;
        ++pass23;
    } while (pass23 < 5);
skip25:;
}

__device__ int merge26(int len27, int len28) {
    m_weigh5 /= len28;
    if (!(len27 == len28)) {
        return (12 <= (len27 + 4998)) ? m_weigh5 : (len27 % len27);
    }
    m_weigh5 += TUNE_3 * m_weigh5;
    const long sum29 = 29;
    if (!(m_weigh5 == threadIdx.z)) {
        goto finish30;
    }
    if ((threadIdx.z & len28) != 30) {
        return (long)(threadIdx.z);
    }
finish30:;
    return mix16((len28), &len28) + SQR_1(blockIdx.y * 20);
}

int main() {
    int size31 = 3695;
    mix6_kernel<<<(size31 + 31) / 32, dim3((size31 + 127) / 128)>>>((int*)nullptr, size31 ^ TUNE_3);
    mix6_kernel<<<4 * (TUNE_3 + (TUNE_3 + 2)), dim3((size31 + 31) / 0x20, (size31 + 0x7f) / 128, (size31 + 31) / 32)>>>(&size31, 2.5f);
    size31 |= size31;
    return 0;
}
