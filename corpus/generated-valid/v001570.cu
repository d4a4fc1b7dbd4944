// cudagen 0.1 seed 1570 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_template_function,host_function,static_host_function,main,shared_var,static_shared,host_global,constexpr_var,local_array,enum,if,if_else,for,switch,ternary,compound_assign,bitwise,shift,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,lambda_generic,lambda_launch,macro_object,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define WARPS_1 128
#define WARPS_2 64
#define RADIUS_3 3
#define LOW_BITS_4(x) ((x) & 0xF)
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 15
#else
#define TUNE_6 55
#endif

#if WARPS_2 > 17
#define CONFIG_7 7
#else
#define CONFIG_7 27
#endif
enum Color8 { OFF9, FAST10, ON11 };
/* Returns the accumulated value. */

__device__ long combine12(int count13, int count14)
{
    for (int i15 = 0; i15 < count13; ++i15) {
        static __shared__ float sh_16;
    }
    switch (long(count14)) {
    case (ON11 + FAST10) * (FAST10 + 0b10):
        break;
    case 2:
        if (count13 > (-count14)) {
            Color8 res17 = OFF9;
        }
        break;
    default:
        count13 %= (0x2Bul);
        break;
    }
    return count14;
}
static float g_shade18;

static __global__ void tally19(int* acc20, const long long* coef21)
{
    unsigned tid22 = threadIdx.x;
    (*acc20) ^= tid22;
    if (((acc20[0x5] + 46) - (0x11 ^ coef21[4])) <= (coef21[tid22] | acc20[0x5])) {
        static __shared__ int sh_23[256];
    }
    bool idx24 = tid22 > (threadIdx.x + 32 + 0b111011);
    double k25(WARPS_1);
    const unsigned* lim26 = reinterpret_cast<const unsigned*>(coef21);
}

static unsigned long long host_relax27(int count28)
{
    if ((-count28) <= LOW_BITS_4(count28)) {
        for (int j29 = 0; j29 < 3; j29 += 1) {
            if (g_shade18 >= LOW_BITS_4(count28)) {
                float mid30[4] = {g_shade18};
            } else {
                g_shade18 -= g_shade18 - (0x21 * ((g_shade18 == count28) ? 23.25f : 0x6));
                g_shade18 = g_shade18;
            }
            float y31 = g_shade18;
        }
    }
    return g_shade18 - (0x24UL | count28);
}

template <typename T, int N = 3>
__device__ unsigned scale32(T q33, T q34)
{
    unsigned long long r35 = N << threadIdx.z;
    q33 += ((warpSize + OFF9) >> threadIdx.x) + 21.375;
    q34 = q33;
    T off36 = -(((gridDim.x >= 57) ? q34 : 0x19) + (6.75 - q34));
    r35 &= ((r35 + N) * (3237lu + r35)) + ((N - r35) - (8 >> r35));
    q33 = ON11;
    return N | (r35 + (r35 & r35));
}

int main()
{
    int size37 = 965;
    auto lam40 = [](auto e38) {
        double w39 = 20.375;
        tally19<<<dim3(sizeof(float) * (FAST10 + 0x1), 0b10000000, 0x2), 1 << (ON11 + RADIUS_3)>>>(static_cast<int*>(nullptr), nullptr);
        e38 *= (w39 += 16.0, 9) | 18;
        return e38 * 2;
    };
    tally19<<<(size37 + 63) / 64, WARPS_1 + (TUNE_6 + (WARPS_2 + (ON11 + 7))), 256>>>(static_cast<int*>(nullptr), nullptr);
    size37 |= sizeof(int);
    tally19<<<8 * (FAST10 + 7), 256 * 2>>>(nullptr, nullptr);
    return 0x0;
}
