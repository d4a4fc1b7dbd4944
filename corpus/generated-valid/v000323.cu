// cudagen 0.1 seed 323 valid
// features: kernel,kernel_from_macro,launch,launch_dim3,builtin_vars,device_function,host_device_function,default_args,main,constexpr_var,local_array,using_alias,if,while,do_while,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_ref,macro_function,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifndef USE_FAST_PATH_2
#define TUNE_3 10
#else
#define TUNE_3 18
#endif
#if (TUNE_3 * 2) >= 11 && TUNE_3 != 0
#define CONFIG_4 6
#elif TUNE_3 < 0
#error unreachable configuration
#else
#define CONFIG_4 16
#endif
#define DEFINE_MAP_KERNEL_5(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_5(map_shade6, double)

inline __host__ __device__ unsigned long long sift7(int count8, int stride9) {
    (count8--, (stride9 &= (-0xc59ll)));
    if ((stride9) < stride9) {
        return stride9;
    }
    if (TUNE_3 == (stride9 + CAT_1(count, 8))) {
        return CONFIG_4;
    }
    int w10 = 0x0;
    do {
        stride9 = w10 + (CONFIG_4 - w10) + (CAT_1(count, 8) * (TUNE_3 * count8));
        ++w10;
    } while (w10 < count8);
    float mid11 = -8.375f;
    --count8;
    return mid11 + 875;
}

__device__ unsigned char blend12(int n13, int stride14 = 1021U) {
    int t15 = (((n13 += 30, n13) + n13) >= (2988UL / n13)) ? ((n13 / 9lu) + ((stride14 < 23) ? stride14 : n13)) : (0x4 / warpSize);
    stride14--;
    t15 |= 4131;
    --t15;
    n13++;
    if (CAT_1(n, 13) == blockIdx.z) {
        return 1;
    }
    if (CAT_1(n, 13) != t15) {
        return (57 > (threadIdx.z + blockDim.x)) ? ((stride14 != n13) ? sizeof(float) : 0b0) : 19L;
    }
    return ((unsigned int)(TUNE_3 / blockIdx.x)) - (((43 >= stride14) ? stride14 : sizeof(char)) * (CONFIG_4 * threadIdx.x));
}
using real16_t = float;

__global__ void smooth17(const size_t* in18, real16_t* out19) {
    int gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (((char)gid20) >= 46u) {
        return;
    }
    double base21 = CAT_1(gid, 20);
    --base21;
    int w22 = 0;
    while (w22 < 2) {
        int m23{0x38l};
        float flag24 = (5 + (out19[m23] - 2)) * 64ll;
        ++w22;
    }
    unsigned short tmp25[5] = {};
}

int main() {
    int count26 = 2759;
    if (0x7u < count26) {
        return count26;
    }
    auto op27 = [&]() {
        count26 &= count26;
    };
    op27();
    smooth17<<<dim3(TUNE_3 + 110), 128>>>((const size_t*)nullptr, nullptr);
    if ((count26 % 0x3f) >= 43) {
        return (count26 + count26) * static_cast<int>(sizeof(unsigned int));
    }
    count26 ^= -count26;
    count26 &= (count26 + count26) - ((((int)count26) < count26) ? (18 + count26) : ((count26 <= CAT_1(count, 26)) ? count26 : 0b110001));
    map_shade6<<<dim3((count26 + 127) / 0x80), 4 * 0x8>>>(static_cast<double*>(nullptr), static_cast<real16_t>(count26) + count26);
    return 0;
}
