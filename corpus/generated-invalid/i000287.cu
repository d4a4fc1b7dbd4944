// cudagen 0.1 seed 287 invalid:constant_sign_change
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_noinline,static_device_function,host_device_function,device_template_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,local_array,enum,if,if_init,compound_assign,bitwise,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define SQR_2(x) ((x) * (x))
#define MOD8_3(x) ((x) % 8)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 4
#else
#define TUNE_6 42
#endif

template <typename T, int N>
__global__ void shade7_kernel(const T *src8, int *data9, T a10) {
    constexpr int m11 = 011;
    T sum12 = (a10 += src8[0b11], (+((T)a10)));
    int mid13(('A' / sum12) + N);
}
enum Phase14 : unsigned char { GREEN15, GREEN16 };

template <typename T, typename U>
static __device__ __noinline__ T pivot17(U beta18) {
    if ((-(beta18 + beta18)) > beta18) {
        long long mid19[3] = {};
        mid19[2] %= 53U & MOD8_3(mid19[2]);
    }
    ACCUM_4(beta18, (38u));
    unsigned int res20 = 54ULL;
    T lim21(beta18);
    return SQR_2(lim21 - beta18);
}

static __global__ void __launch_bounds__((TUNE_6 + 60), GREEN16) fuse22_kernel(double alpha23, const double *input24, double *__restrict__ out25) {
    (*out25) = 12;
    __shared__ unsigned int sh_26;
}

__global__ void blend27(double *buf28, int *data29, const unsigned *coef30, int *out31) {
    extern __shared__ int dyn_32[];
    (*data29) &= coef30[1];
    if ((-buf28[4]) <= 0x3C) {
        return;
    }
    float f33 = (unsigned int)int(041 + (*coef30));
}

constexpr __device__ __host__ int combine34(int stride35) {
    stride35 %= 0x5b8ul;
    return stride35;
}

template <typename T, int N>
__global__ void __launch_bounds__(TUNE_6 + 034) warp36_kernel(T *out37, int n38, const int *src39, long long alpha40) {
    if (src39 == nullptr) {
        return;
    }
    constexpr unsigned long diff41 = 39;
    if (!out37) {
        if (float r42 = MOD8_3(n38); ((n38 % (*src39)) & 1)) {
            T w43 = r42;
        }
        double tmp44[2] = {2.0};
        if (47l < float(*out37)) {
            return;
        }
    }
}

int main() {
    int len45 = 0x481;
    unsigned int count47 = -1;
    Phase14 base46 = GREEN15;
    if (base46 == GREEN16) {
        if (len45 > base46) {
            return base46;
        }
    }
    len45 = len45;
    shade7_kernel<long, 8><<<(len45 + 0x1f) / 32, sizeof(unsigned int) * (TUNE_6 + (GREEN16 + (GREEN16 + 0x1A))), sizeof(double) * 0x80>>>(nullptr, nullptr, (base46 * 2) % len45);
    fuse22_kernel<<<GREEN16 + (TUNE_6 + (TUNE_6 + 23)), 512>>>(len45, (const double*)nullptr, nullptr);
    blend27<<<(GREEN16 + 1) * 4, 0x80, sizeof(float) * 64, (cudaStream_t)0>>>((double*)nullptr, (int*)nullptr, nullptr, (int*)nullptr);
    return 0;
}
