// cudagen 0.1 seed 427 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,host_device_function,main,shared_var,extern_shared,constexpr_var,const_local,for,compound_assign,shift,incdec,comma,array_index,lit_int_hex,lit_int_suffix,lit_float,cast_c,sizeof,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 5
#else
#define TUNE_3 30
#endif

#if TUNE_3 > 13
#define CONFIG_4 2
#else
#define CONFIG_4 24
#endif
#undef CONFIG_4
#define CONFIG_4 24

__host__ __device__ void fold5(int count6, float a7, int stride8) {
    for (int j9 = 0x0; j9 < count6; j9 += 1) {
        float cnt10 = 0x11 + (a7 + (7.125F * CAT_1(stride, 8)));
    }
    a7 -= stride8;
    count6 = CAT_1(stride, 8);
    unsigned long long t11 = CONFIG_4;
}

__global__ void __launch_bounds__(32) score12_kernel(int n13, int count14) {
    extern __shared__ int dyn_15[];
    int gid16 = threadIdx.x;
    dyn_15[6] = CAT_1(count, 14) << threadIdx.z;
    double val17 = dyn_15[count14];
    int m18 = ((37lu * threadIdx.y) + 50lu) * (blockIdx.x * val17 * val17);
    (count14++, (m18 = 56L));
}

int main() {
    int size19 = 1129;
    for (int n20 = size19; n20 > 0; --n20) {
        size19 = (+(n20)) * 99l;
        const unsigned int h21 = 0x29 << (size19 += n20, sizeof(double));
    }
    score12_kernel<<<sizeof(unsigned int) * 16, 1 << 0x6, sizeof(double) * 32>>>(0xEULL, ((unsigned)sizeof(int)) - (size19 * size19));
    return 0;
}
