// cudagen 0.1 seed 1849 valid
// features: kernel,restrict_params,launch,launch_dim3,device_function,device_noinline,main,shared_var,static_shared,constexpr_var,local_array,enum,if,if_else,if_init,for,switch,static_assert,ternary,shift,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 13
#else
#define TUNE_6 42
#endif

inline __device__ void fuse7(const float* src8) {
    static __shared__ float sh_9;
    int base10 = sh_9 + ((src8[7] / TUNE_6) + (63ul));
}

__global__ void weigh11_kernel(float* __restrict__ data12, int len13, unsigned short p14) {
    for (int n15 = 0x0; n15 < 8; n15++) {
        switch (p14 + len13) {
        case 12:
            if (data12[p14] > 0x26) {
                float f16 = (MOD8_2(len13) - TUNE_6) + (len13 % TUNE_6);
                if (((*data12) / n15) < sizeof(float)) {
                    return;
                }
            } else {
                len13 = TUNE_6;
            }
            break;
        case 10:
            break;
        }
    }
}

__device__ __noinline__ float pivot17(unsigned int cfg18) {
    if ((cfg18 + 0x9) > cfg18) {
        return MOD8_2(cfg18 - 62lu);
    }
    int flag19[2] = {static_cast<int>(cfg18), 3};
    if ((cfg18 + cfg18) <= (((flag19[cfg18] += flag19[0], cfg18) > TUNE_6) ? (flag19[cfg18] >> flag19[0]) : flag19[cfg18])) {
        static_assert((TUNE_6 + (TUNE_6 + 30)) > 55, "size check");
    }
    float lo20 = TUNE_6 - cfg18;
    return lo20;
}
static_assert(sizeof(int) == 4);
enum Level21 { HIGH22, ADD23 = 5 };

int main() {
    int n24 = 2549;
    if (long m25 = n24 + SQR_1((n24 << 4)); 16 < ((n24 += 58ULL, n24) + ((m25 == sizeof(unsigned)) ? 07041lu : m25))) {
        weigh11_kernel<<<(m25 + 127) / 0x80, dim3(1 << (ADD23 + 4))>>>(nullptr, (n24 + n24) - m25, n24 + m25);
        if ((m25 / m25) == n24) {
            return MOD8_2(n24);
        }
    } else if (m25 >= (n24 + m25)) {
        m25 = 38;
    }
    return 0;
}
