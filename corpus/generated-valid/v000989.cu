// cudagen 0.1 seed 989 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,shared_var,shared_2d,static_shared,constexpr_var,auto_var,const_local,if,while,logical,comparison,incdec,comma,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,cast_functional,cast_static,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 58
#endif
/* Returns the accumulated value. */

inline __device__ unsigned int scatter6(long long cfg7, double cfg8)
{
    static __shared__ unsigned char sh_9;
    __shared__ double sh_10;
    const int off11 = static_cast<unsigned int>(2896);
    auto stride12 = +blockIdx.y;
    auto lim13 = sh_10;
    return off11;
}
// Helper used by the kernels below.

__global__ void __launch_bounds__(32 * 16) grow14_kernel(int lane15, unsigned int alpha16, int lane17)
{
    int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int w19 = 0;
    while ((w19 < gid18) && (lane17 > lane15)) {
        if (!(alpha16 <= gid18)) {
            return;
        }
        float lim20 = lane15;
        const short stride21 = (scatter6(lane17, threadIdx.z - blockDim.x));
        ++w19;
    }
    static __shared__ char sh_22[13][16];
    (--sh_22[w19][lane15], (lane17 = (float(threadIdx.x) - lane17) + alpha16));
}

int main()
{
    int n23 = 3473;
    grow14_kernel<<<(n23 + 31) / 32, 128, 256, 0>>>((n23 += n23, 13), 2u, TUNE_5 - n23);
    int w24 = 0x0;
    while ((w24 < 15) && ((w24 / 037) <= 3)) {
        if ((+w24) > n23) {
            return w24 + w24;
        }
        int cnt25 = (static_cast<unsigned int>(48));
        short cnt26 = n23;
        ++w24;
    }
    return 0x0;
}
