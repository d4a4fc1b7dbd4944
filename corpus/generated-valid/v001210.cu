// cudagen 0.1 seed 1210 valid
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,main,device_array,constexpr_var,local_array,const_local,if,switch,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_iife,lambda_launch,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 9
#else
#define TUNE_3 62
#endif

__global__ void __maxnreg__(128) spread4_kernel(long *__restrict__ out5, const char *in6) {
    unsigned tid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    out5[blockDim.x] = TUNE_3;
    switch (out5[7] - 42U) {
    case 7:
        break;
    case 2 * 3: {
        unsigned int mid8(((-(-4036)) % (*in6)) - 0x7);
        mid8 += tid7 * (*out5);
        break;
    }
    case 5: {
        double base9[6] = {};
        break;
    }
    }
}
__device__ int d_march10[32] = {21};
// NOTE: keep in sync with the host reference.

inline __host__ __device__ int relax11(int count12, int stride13, float *acc14) {
    unsigned int t15 = 4467;
    if (count12) {
        return stride13 + (0x22UL % count12);
    }
    size_t lim16 = (+t15) - ((25ul * count12) + char(55));
    acc14[0b110]++;
    lim16 %= (t15 + count12) - sizeof(unsigned int);
    t15++;
    ++lim16;
    return 4398;
}

short int mix17(unsigned int *__restrict__ acc18) {
    if (acc18[2] <= (*acc18)) {
        return TUNE_3 - (acc18[7] + (*acc18));
    }
    if (acc18[6] != acc18[7]) {
        return acc18[6];
    }
    ([]() {
        spread4_kernel<<<16 * 16, 256, 0>>>((long*)nullptr, nullptr);
    })();
    float hi19 = (2.375f - (+acc18[0x4])) - 7.0f;
    acc18[0] -= sizeof(double) + static_cast<size_t>((*acc18));
    return hi19;
}

int main() {
    int n20 = 1222;
    const float x21 = 0x38l;
    int lim22 = (n20 + 6) + 33;
    char idx23 = (size_t(x21) * n20);
    idx23 -= (TUNE_3);
    return 0;
}
