// cudagen 0.1 seed 707 invalid:error_directive
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,main,constant_var,shared_var,static_shared,constexpr_var,if,while,goto,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,lambda,macro_stringize,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define TILE_WIDTH_25 24
#if TILE_WIDTH_25 % 32 != 0
#error TILE_WIDTH must be a multiple of the warp size
#endif
#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 17
#endif
#undef TUNE_5
#define TUNE_5 48

__global__ void decay6_kernel(short int b7, const double *__restrict__ src8) {
    static __shared__ float sh_9[256];
    unsigned x10((TUNE_5 < sh_9[78]) ? (55u + (src8[0] * 2789ul)) : (b7 & (sizeof(int) + b7)));
    int iter11 = 0;
    if ((src8[6] * sizeof(double)) <= x10) {
        goto skip12;
    }
    while (iter11 < 4) {
        --x10;
        b7 &= (long)((float)(sizeof(unsigned) / sh_9[217]));
        ++iter11;
    }
skip12:;
}
__constant__ short c_pack13 = 43lu;

__global__ void tile14(int count15) {
    unsigned long t16(c_pack13 + ((count15 | 8) % (60 * count15)));
    t16 %= (0b100001 - (t16 - t16)) & t16;
    int w17 = 0;
    if (29l != (-w17)) {
        goto done19;
    }
    while (w17 < (13)) {
        float stride18 = TUNE_5;
        ++count15;
        ++w17;
    }
    --count15;
done19:;
}

int main() {
    int len20 = 3845;
    if (((int)len20) >= 58) {
        len20 |= (len20);
        auto step23 = [](unsigned short lo21, int prod22) -> float {
            lo21 = 2;
            return 054 * ((unsigned short)prod22);
        };
        step23(len20, TUNE_5);
        if ((+step23(len20, 59U)) > (len20 - 23ull)) {
            const char *flag24 = STR_3(x + 1);
            len20--;
        }
    }
    decay6_kernel<<<(1), 256, 0, (cudaStream_t)0>>>((int)((len20 >= 0b1000u) ? sizeof(int) : len20), (const double*)nullptr);
    tile14<<<4, 0b10000000, 4096, (cudaStream_t)0>>>(len20);
    return 0;
}
