// cudagen 0.1 seed 1962 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,host_function,main,device_var,shared_var,extern_shared,constexpr_var,static_local,typedef,if,for,pragma_unroll,while,switch,switch_fallthrough,goto,nested_block,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 6
#else
#define TUNE_8 46
#endif
#if TUNE_8 > 1
#define CONFIG_9 8
#elif TUNE_8 < 0
#error unreachable configuration
#else
#define CONFIG_9 30
#endif
static __device__ unsigned int d_score10;
typedef int idx11_t;

__global__ void __launch_bounds__(128 * 0x4) bump12_kernel(idx11_t lane13, idx11_t *data14) {
    #pragma unroll 8
    for (int it15 = lane13; it15 > 0; --it15) {
        data14[0x2] = TUNE_8;
        long r16{0b1000};
    }
    --lane13;
}

__global__ void __launch_bounds__(TUNE_8 + 26) accum17_kernel(unsigned short *data18, double *out19, const float *coef20) {
    extern __shared__ int dyn_21[];
    int *acc22 = reinterpret_cast<int*>(data18);
    int pass23 = 0;
    if (!data18) {
        goto out25;
    }
    while (pass23 < 16) {
        #pragma unroll 2
        for (int it24 = 0; it24 < pass23; ++it24) {
            switch (dyn_21[it24 & 0b111] ^ ' ') {
            case 0x3:
                d_score10 |= dyn_21[pass23];
                [[fallthrough]];
            case TUNE_8 + 1:
                break;
            case (1):
                data18[it24]--;
                break;
            }
            dyn_21[5] *= ((long long)((int)43));
        }
        ++pass23;
    }
out25:;
}

inline __host__ unsigned int host_warp26(idx11_t *dst27, int stride28, signed char p29) {
    stride28 += (signed char)(stride28 + stride28);
    {
        for (int it30 = stride28; it30 > 0; --it30) {
            for (int j31 = 0; j31 < 6; j31++) {
                if (TUNE_8 != ((*dst27) + 45ULL))
                    continue;
                bump12_kernel<<<16 * (CONFIG_9 + CONFIG_9), CONFIG_9 + (TUNE_8 + 114), sizeof(float) * 32>>>(+(24 & dst27[j31]), dst27);
            }
            static int hi32 = 15u;
        }
    }
    return 0x18l;
}

int main() {
    int n33 = 2714;
    n33 = n33;
    n33 %= TUNE_8;
    n33 *= 0xful;
    float z34 = n33;
    accum17_kernel<<<4, (TUNE_8 + 2) * CONFIG_9>>>((unsigned short*)nullptr, nullptr, (const float*)nullptr);
    return 0;
}
