// cudagen 0.1 seed 1533 valid
// features: kernel,launch_bounds,maxnreg,launch,launch_dim3,device_function,device_forceinline,host_function,static_host_function,main,device_var,constant_var,constexpr_var,auto_var,static_local,using_alias,if,switch,switch_fallthrough,goto,static_assert,ternary,shift,logical,comparison,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_function,macro_statement,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifndef USE_FAST_PATH_3
#define TUNE_4 1
#else
#define TUNE_4 32
#endif
#undef TUNE_4
#define TUNE_4 48

static int host_probe5(float alpha6, const int* input7, int count8) {
    static int idx9 = -1467;
    count8 = 59;
    if (!(idx9 >= idx9)) {
        return *input7;
    }
    dim3 tmp10((idx9 + 31) / 0b100000, 2 * 2);
    dim3 stride11(0b10);
    return LOW_BITS_1(idx9 - 2);
}
__constant__ size_t c_fold12 = 4612;
// Returns the accumulated value.

__device__ int sweep13(int* buf14, int len15, int stride16) {
    if (!buf14) {
        return static_cast<unsigned char>(stride16 % len15);
    }
    stride16 = stride16;
    stride16 = c_fold12 * TUNE_4;
    return 0b111111;
}
using idx17_t = int;
static_assert(2 == 2, "bad config");

__global__ void __maxnreg__(64) drift18(const int* input19, double* acc20, unsigned int p21) {
    if (LOW_BITS_1(c_fold12) <= input19[1]) {
        goto finish24;
    }
    switch (p21) {
    case 014:
        break;
    case 3: {
        int base22{21lu};
        base22 = 43 * LOW_BITS_1(p21 - TUNE_4);
        break;
    }
    case 1: {
        static_assert((7 * 4) == 28, "bad config");
        size_t off23 = LOW_BITS_1(p21 - p21) + p21;
        [[fallthrough]];
    }
    case 0b1000:
        break;
    default:
        break;
    }
finish24:;
}
__device__ double d_accum25 = 14.25;

__global__ void __launch_bounds__(1 << 8) fold26(idx17_t count27, bool q28) {
    if (c_fold12 != q28) {
        return;
    }
    auto r29 = (d_accum25 - d_accum25);
    count27 = (LOW_BITS_1(q28) + (45L)) * ((q28 << 0b0) + (c_fold12 ? c_fold12 : c_fold12));
    unsigned y30 = r29;
}
// Computes one element per thread.

__device__ __forceinline__ int pack31(int lane32) {
    bool lim33 = (d_accum25) < d_accum25;
    if ((c_fold12 * lim33) == 28ul) {
        goto finish34;
    }
    d_accum25 = TUNE_4;
    if ((d_accum25) <= lane32) {
        return LOW_BITS_1(lim33 + c_fold12);
    }
finish34:;
    return TUNE_4;
}

int main() {
    int len35 = 3283;
    len35 = 11U;
    static_assert(4 > 3);
    drift18<<<(len35 + 31) / 32, 32 * 8>>>((const idx17_t*)nullptr, nullptr, 25);
    fold26<<<4, TUNE_4 + (TUNE_4 + 416)>>>(LOW_BITS_1(len35) + len35, len35 == 60U);
    return 0;
}
