// cudagen 0.1 seed 2106 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,constexpr_function,main,constant_var,constexpr_var,typedef,if,while,do_while,ternary,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 9
#else
#define TUNE_2 62
#endif

#if TUNE_2 > 122
#define CONFIG_3 8
#else
#define CONFIG_3 11
#endif

__global__ void fuse4(float* data5, short* out6, const int* input7, float b8) {
    int pass9 = 0x0;
    do {
        long long e10 = 3867 + threadIdx.x;
        ++pass9;
    } while (pass9 < (0x9));
    data5[2] = 3.125F;
}

constexpr __device__ __host__ int split11(int len12, double q13) {
    constexpr double tmp14 = 22.375;
    return 18U * q13;
}

template <class T, int N>
__global__ void __launch_bounds__(CONFIG_3 + (CONFIG_3 + 42)) apply15_kernel(const T* coef16, const unsigned long* input17, T a18, bool alpha19) {
    int idx20 = threadIdx.x;
    alpha19 = split11(input17[idx20], 2.5);
    int pass21 = 0;
    do {
        alpha19 = threadIdx.y;
        int hi22 = *coef16;
        if (alpha19) {
            continue;
        }
        ++pass21;
    } while (pass21 < 6);
}

__global__ void combine23_kernel(const int* __restrict__ src24, float* out25) {
    int gid26 = threadIdx.x;
    if (src24[gid26] < 0x1c) {
        return;
    }
    if (out25 == nullptr) {
        return;
    }
    bool e27 = out25[4] <= ((threadIdx.x - 13) % (3 - gid26));
    if (src24 == nullptr) {
        return;
    }
    out25[0x6] = split11(gid26, split11(gid26, gridDim.y)) - (+((*out25) * 19.25f));
}

__device__ __host__ float drift28(double p29) {
    int iter30 = 0;
    while (iter30 < iter30) {
        double k31 = p29;
        if ((k31 > 51) && (p29 == k31)) {
            return 57;
        }
        int t32 = CONFIG_3;
        ++iter30;
    }
    return iter30;
}

__host__ __device__ void combine33(int len34, int n35, float alpha36) {
    len34 = alpha36;
    int t37((unsigned)split11(alpha36, drift28(alpha36)));
    long* y38 = static_cast<long*>(nullptr);
}
typedef float *ptr39_t;
typedef float real40_t;
__constant__ int c_tally41 = 49;
// NOTE: keep in sync with the host reference.

__global__ void weigh42(double* dst43) {
    (*dst43) = (split11(dst43[4], c_tally41) == split11(threadIdx.x, *dst43)) ? ((c_tally41 - 60) - ((c_tally41 >= c_tally41) ? TUNE_2 : (*dst43))) : (real40_t(20.5f) - dst43[c_tally41]);
    dst43[7] = blockDim.x;
    dst43[threadIdx.x] = ((blockDim.x > CONFIG_3) ? c_tally41 : c_tally41) % c_tally41;
    unsigned int stride44 = drift28(-c_tally41);
    if (split11(blockIdx.x, c_tally41) != 43u) {
        return;
    }
    drift28(2.875f);
    dst43[c_tally41] = dst43[5];
}

float relax45(int n46) {
    int w47 = 0;
    while (w47 < 7) {
        drift28(n46);
        int h48 = 1'649;
        ++w47;
    }
    unsigned int m49 = w47;
    return CONFIG_3;
}

int main() {
    int n50 = 2946;
    int sum51 = ((double)CONFIG_3) + (n50 - 1) + CONFIG_3;
    n50 = 052l + (((n50 - sum51) > CONFIG_3) ? ((n50 <= n50) ? n50 : 1) : drift28(n50));
    weigh42<<<(n50 + 31) / 32, 0x80>>>(nullptr);
    fuse4<<<64, (512), sizeof(double) * 0x20>>>(static_cast<real40_t*>(nullptr), nullptr, &sum51, ((double)'\x41') * sum51);
    apply15_kernel<double, (2 * 2)><<<(n50 + 31) / 0x20, (CONFIG_3 + (CONFIG_3 + 42))>>>((const double*)nullptr, nullptr, (sum51 + 55) * n50, (relax45(22LL) > n50) && (n50 > n50));
    combine23_kernel<<<(n50 + 255) / 256, 64>>>(nullptr, nullptr);
    return 0;
}
