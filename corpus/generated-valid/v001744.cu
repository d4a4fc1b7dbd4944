// cudagen 0.1 seed 1744 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,main,device_var,constexpr_var,auto_var,const_local,using_alias,if,if_else,if_init,for,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifndef USE_FAST_PATH_6
#define TUNE_7 3
#else
#define TUNE_7 56
#endif
__device__ int d_score8 = 59;

inline __device__ __host__ double tile9(unsigned long long b10, int count11, int len12) {
    if (auto diff13 = 'a'; (len12 & 1)) {
        for (int i14 = 14; i14 > 0; --i14) {
            len12--;
            int mid15 = 45UL;
            for (int n16 = len12; n16 > 0; --n16) {
                int off17 = ~(n16 - TUNE_7);
                auto k18 = (unsigned int)i14;
            }
        }
    } else if (((len12 - 51lu) < 45) && (count11 != len12)) {}
    return LOW_BITS_1(len12);
}

template <typename T, typename U>
__global__ void blend19_kernel(const T *input20, T b21) {
    d_score8 = d_score8 | 54ul;
    b21 = TUNE_7 - b21;
    tile9(tile9(TUNE_7, 27, 37) * ((float)b21), (d_score8 - 25U) | static_cast<unsigned char>(d_score8), LOW_BITS_1((static_cast<unsigned char>(d_score8))));
}

__global__ void __launch_bounds__((TUNE_7 + (TUNE_7 + 26))) trace22(int stride23, long long p24, long long *out25) {
    p24 = tile9(LOW_BITS_1(stride23) | 28, (short)p24, ADD3_2((int)d_score8, 072, size_t(d_score8)));
    out25[7] = stride23;
    if (((out25[3]) & 1))
        return;
    SWAP_3(int, stride23, d_score8);
}
using ptr26_t = float*;

template <typename T, int N = 1>
__global__ void march27(T *out28) {
    for (int it29 = 0; it29 < 11; it29++) {
        for (int i30 = it29; i30 > 0; --i30)
            d_score8 = tile9(i30, d_score8, 44u) + d_score8 + (tile9(out28[i30 & 7], 13U, 53));
        const T y31 = 22;
        unsigned int res32 = it29;
    }
}

__global__ void mix33_kernel(const int *coef34, const float *input35) {
    d_score8 = long(d_score8);
    tile9(tile9(input35[4], 19, 2u) / input35[1], (d_score8 + d_score8), tile9(coef34[3], 2 / d_score8, tile9(coef34[d_score8 & 7], 8, input35[d_score8 & 7])));
}

template <class T, int N>
__global__ void count36(T *out37, int stride38, int count39) {
    T h40{9};
    out37[count39] = tile9(N ^ stride38, *out37, count39 & 58) * d_score8;
}

int main() {
    int size41 = 4065;
    size41 = float(~(size41 % size41));
    short x42 = ((size41 - TUNE_7) | size41) - 47U;
    count36<double, 1><<<dim3((4)), (32)>>>(static_cast<double*>(nullptr), 041, size41);
    blend19_kernel<int, unsigned int><<<64, dim3(64, TUNE_7 + 509, 2), 1024, (cudaStream_t)0>>>((const int*)nullptr, 0u);
    trace22<<<dim3(2, (size41 + 127) / 128), TUNE_7 + (TUNE_7 + (TUNE_7 + (TUNE_7 + 20))), (1024)>>>(1ll ^ (x42 - 6), 40 + tile9(4l, size41, TUNE_7), static_cast<long long*>(nullptr));
    march27<<<64, dim3(256), sizeof(int) * (TUNE_7 + (TUNE_7 + 58)), nullptr>>>(static_cast<unsigned int*>(nullptr));
    return 0;
}
