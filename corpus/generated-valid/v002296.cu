// cudagen 0.1 seed 2296 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,shared_var,extern_shared,constexpr_var,local_array,const_local,if,if_init,goto,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define MOD8_2(x) ((x) % 8)
#define SQR_3(x) ((x) * (x))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_5(a, b) a##b

template <typename T, class U>
__global__ void merge6_kernel(const T* __restrict__ src7, const int* input8) {
    unsigned int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ unsigned char sh_10[32];
    int off11[4]{10ULL, 12, 4323, 1};
    sh_10[0x1d] = sizeof(T) + (blockDim.z + off11[gridDim.z]);
    if (int e12 = SQR_3((*input8)); (input8[threadIdx.x & 7] % (off11[0x2] * u'0')) > e12) {
        sh_10[blockDim.x & 31] |= (long)MOD8_2(sh_10[e12]);
        float h13 = idx9;
        if (input8[idx9 & 7] <= (threadIdx.x ^ blockIdx.z)) {
            return;
        }
    }
}

__global__ void accum14(unsigned p15, const int* __restrict__ input16) {
    unsigned int tid17 = threadIdx.x;
    int sum18 = '\x7f';
    float* sum19 = static_cast<float*>(nullptr);
    if (input16[blockIdx.z] >= 0x2B) {
        goto done20;
    }
    (*sum19) = tid17;
done20:;
}

__global__ void __launch_bounds__(32) pack21(float* buf22, unsigned int b23) {
    unsigned int i24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    b23--;
    buf22[b23] /= i24 | ((b23 * i24) - blockIdx.x);
    constexpr int s25 = 0xbc9;
    double x26[8] = {};
    b23 = b23 * SQR_3(blockDim.x);
    int lim27 = blockDim.x - x26[gridDim.x & 0x7];
}

__global__ void bias28(unsigned char p29, int lane30, int stride31) {
    extern __shared__ int dyn_32[];
    unsigned int tid33 = threadIdx.x;
    stride31++;
    const unsigned long sum34 = 54;
    float lo35 = +(stride31 - 0x1dL);
    dyn_32[blockIdx.x]++;
}
// Returns the accumulated value.

__device__ int fold36(const char* input37, float alpha38, double q39) {
    unsigned int off40 = 41 * static_cast<int>((alpha38));
    int e41 = NUM_ITERS_1;
    if ((alpha38 - 11) >= threadIdx.y) {
        goto skip42;
    }
    if (gridDim.y == 25) {
        return off40 % (off40 * off40);
    }
skip42:;
    return input37[off40 & 7];
}

int main() {
    int len43 = 3747;
    merge6_kernel<unsigned, unsigned><<<(len43 + 127) / 128, (256), 0, (cudaStream_t)0>>>(nullptr, &len43);
    double val44 = CAT_5(len, 43);
    val44++;
    int u45 = val44;
    if (4l != SQR_3(CAT_5(val, 44))) {
        return (9 + u45) / (0x466U % len43);
    }
    const int* hi46 = &u45;
    accum14<<<sizeof(unsigned int) * 8, sizeof(int) * 32>>>(val44, &u45);
    pack21<<<64, sizeof(unsigned int) * 128, 256, (cudaStream_t)0>>>(nullptr, hi46[4] + 42);
    bias28<<<(u45 + 127) / 0x80, NUM_ITERS_1>>>(u45, 63u, len43 * NUM_ITERS_1 * 60ull);
    return 0;
}
