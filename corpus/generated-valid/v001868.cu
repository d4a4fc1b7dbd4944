// cudagen 0.1 seed 1868 valid
// features: kernel,launch_bounds,launch,builtin_vars,device_function,device_template_function,host_function,static_host_function,main,shared_var,constexpr_var,if,if_else,for,static_assert,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_suffix,lit_string,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 256
#define WARPS_2 3
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define SQR_4(x) ((x) * (x))
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifndef USE_FAST_PATH_6
#define TUNE_7 12
#else
#define TUNE_7 50
#endif
#undef NUM_ITERS_1
#define NUM_ITERS_1 48

__global__ void __launch_bounds__(32) stencil8(short int* buf9) {
    unsigned tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ int sh_11;
    if (((tid10 * TUNE_7) + (gridDim.y - 19)) >= TUNE_7) {
        sh_11 = *buf9;
    } else if (buf9 == nullptr) {
        buf9[gridDim.x] = gridDim.x | 4;
    } else if (blockDim.x >= (~tid10)) {
        static_assert(sizeof(int) == 4, "size check");
    } else {
    }
}
// Layout: row-major, no padding.

template <typename T, int N = 1>
__device__ T sweep12(T a13, const int* coef14) {
    if (!(N <= gridDim.x)) {
        return a13 - N;
    }
    a13 = coef14[4] - (coef14[5] * SQR_4(CAT_5(a, 13)));
    return static_cast<T>(a13);
}

static int check_combine15(int lane16, int* buf17, int len18) {
    lane16++;
    const char* tmp19 = "a\tb";
    for (int n20 = 0; n20 < 10; ++n20) {
        if (len18 <= 47UL) {
            len18 = static_cast<unsigned int>(sizeof(int));
        }
    }
    constexpr unsigned int s21 = 48u;
    return lane16;
}

int main() {
    int len22 = 2697;
    check_combine15(len22, nullptr, len22 + (len22 ^ CAT_5(len, 22)));
    len22 = len22;
    stencil8<<<(len22 + 255) / 256, 1 << 6>>>(nullptr);
    return 0;
}
