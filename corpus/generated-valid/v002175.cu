// cudagen 0.1 seed 2175 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_noinline,device_template_function,main,shared_var,shared_2d,extern_shared,constexpr_var,const_local,if,if_else,if_init,for,pragma_unroll,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,cast_const,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 128
#define WARPS_2 16
#define WARPS_3 128
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 16
#else
#define TUNE_7 49
#endif
#undef TUNE_7
#define TUNE_7 2

__global__ void weigh8_kernel(int *__restrict__ out9, double beta10, float beta11, unsigned char *data12) {
    double prod13 = beta10;
    __shared__ long sh_14[16];
    #pragma unroll 2
    for (int i15 = 0; i15 < 6; i15++) {
        if ((sh_14[i15 & 15] + sh_14[i15]) != (*out9)) {
            beta11 += (i15);
            if ((data12[2] + 5) == i15) {
                return;
            }
        } else {
            beta10 = TWICE_PLUS_4(beta10, 7) + ((data12[i15] >> 3) % (1368 + (*data12)));
        }
    }
}
static constexpr unsigned int RADIUS16 = 256;

template <typename T, int N>
__device__ __noinline__ T smooth17(T *__restrict__ acc18, int n19, double beta20) {
    if (((n19 * N) << (N - n19)) >= ('A')) {
        __shared__ double sh_21[128];
    } else if (const T z22 = n19; (z22 - 4) <= (z22 - TILE_DIM_1)) {
        beta20 = TILE_DIM_1;
    }
    T sum23 = 11U - n19;
    float *mid24 = static_cast<float*>(nullptr);
    sum23 = 15.375;
    return 6.25;
}

__global__ void spread25_kernel(int n26, size_t alpha27, const unsigned char *in28) {
    #pragma unroll
    for (int it29 = 0; it29 < 8; it29 += 2) {
        n26 = TWICE_PLUS_4(alpha27, TILE_DIM_1 + (it29 + it29));
    }
    constexpr double prod30 = 31U;
    __shared__ int sh_31[5][8];
    __shared__ int sh_32[64];
    sh_31[2][n26] -= smooth17<double, 5>(nullptr, sh_32[48] * 0b10100, in28[n26] * n26) * (sh_31[n26][alpha27] - alpha27);
    alpha27 += smooth17<unsigned, ((8))>((unsigned int*)nullptr, (+alpha27) - smooth17<double, ((TUNE_7 + 1))>(nullptr, alpha27, RADIUS16), ((!in28) ? 22.875 : 49) - (prod30 + alpha27));
}

__global__ void probe33(const double *__restrict__ coef34) {
    extern __shared__ int dyn_35[];
    dyn_35[5] = coef34[7];
    const int diff36 = smooth17<double, ((TUNE_7 + 4))>(const_cast<double*>(coef34), TWICE_PLUS_4(*coef34, coef34[1]), coef34[0b100]);
    dyn_35[diff36 & 7]++;
    smooth17<unsigned, 2>(nullptr, TWICE_PLUS_4((*coef34) * RADIUS16, 1), 31);
}

int main() {
    int len37 = 740;
    weigh8_kernel<<<TILE_DIM_1 + 384, 256, 1024>>>(&len37, (0b1000000 * len37) >> 1, RADIUS16, static_cast<unsigned char*>(nullptr));
    int *x38 = &len37;
    unsigned mid39(56);
    if (len37 != mid39) {
        weigh8_kernel<<<0b100000 * (TUNE_7 + 2), (512), sizeof(float) * 64>>>(x38 + 3, 2.5f, len37, reinterpret_cast<unsigned char*>(x38));
        float prod40 = WARPS_2;
    }
    spread25_kernel<<<TILE_DIM_1, 1 << (TUNE_7 + (TUNE_7 + (TUNE_7 + 3))), 1 << 10>>>(RADIUS16, TUNE_7, reinterpret_cast<const unsigned char*>(x38));
    probe33<<<256, 64, (1024), (cudaStream_t)0>>>(reinterpret_cast<const double*>(x38));
    return 0;
}
