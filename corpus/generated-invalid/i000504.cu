// cudagen 0.1 seed 504 invalid:static_vla
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,main,constexpr_var,struct,class_private,if,shift,comparison,lit_int_hex,lit_int_suffix,lit_float,cast_c,sizeof,macro_object,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 15
#else
#define TUNE_5 40
#endif
#if (NUM_ITERS_1 * 2) >= 40 && NUM_ITERS_1 != 0
#define CONFIG_6 3
#elif NUM_ITERS_1 < 0
#error unreachable configuration
#else
#define CONFIG_6 19
#endif
#undef NUM_ITERS_1
#define NUM_ITERS_1 24
/* Computes one element per thread. */

class Stats7 {
    float vel8;
public:
    __host__ __device__ Stats7(float b9) : vel8(b9) {}
    __host__ __device__ void total10(int prod11) {
        unsigned char res12 = (vel8 - prod11) - ((sizeof(size_t) * vel8) - CONFIG_6);
        prod11 = 29L;
    }
    __host__ __device__ float apply13(unsigned int s14) const {
        return s14;
    }
};
/* Layout: row-major, no padding. */

__global__ void __launch_bounds__(32) step15(double cfg16) {
    cfg16 = (float)((-cfg16) + 21);
    Stats7 lim17(cfg16 + sizeof(unsigned char));
    if ((cfg16 * cfg16) != cfg16)
        return;
}

int main() {
    int size18 = 2862;
    static int scratch22[size18];
    dim3 hi19 = dim3((CONFIG_6 + (NUM_ITERS_1 + (CONFIG_6 + 2))) * (CONFIG_6 + (CONFIG_6 + (CONFIG_6 + (CONFIG_6 + (CONFIG_6 + 1))))), (size18 + 31) / 32);
    Stats7 sum20(6.f * size18);
    dim3 prod21((CONFIG_6 + (NUM_ITERS_1 + (CONFIG_6 + 2))));
    step15<<<64, 0x1 << (CONFIG_6 + 6), 0x0, (cudaStream_t)0>>>((3.5 - size18) - size18);
    return 0;
}
