// cudagen 0.1 seed 1161 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,if,static_assert,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_static,sizeof,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 3
#define TILE_DIM_2 16
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define HALF_4(x) ((x) / 2)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 13
#else
#define TUNE_6 34
#endif

__host__ void check_tile7(long* out8, int* data9, int n10) {
    data9[n10 & 0x7] |= n10 % sizeof(float);
    static_assert(5 > 4, "bad config");
}

__global__ void march11_kernel(int len12, float* dst13, double alpha14, const unsigned int* input15) {
    int i16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i16 >= len12) {
        return;
    }
    float sum17 = len12;
    if (blockDim.x <= static_cast<char>(threadIdx.x)) {
        return;
    }
}

int main(void) {
    int len18 = 560;
    len18 = static_cast<int>(14ll);
    march11_kernel<<<(WARPS_1 + 61) * 2, TUNE_6 + (TILE_DIM_2 + 227)>>>(58, static_cast<float*>(nullptr), len18, nullptr);
    len18 = 38;
    march11_kernel<<<(len18 + 63) / 64, sizeof(int) * 0x10, TUNE_6 + (WARPS_1 + (TUNE_6 + (TUNE_6 + 4'054))), nullptr>>>((WARPS_1 ^ len18) - ((len18 <= len18) ? len18 : len18), nullptr, len18, static_cast<const unsigned*>(nullptr));
    if ((len18 - len18) != len18) {
        return 59;
    }
    check_tile7(nullptr, nullptr, len18);
    return 0;
}
