// cudagen 0.2 seed 278 valid headers
// features: kernel,launch_bounds,restrict_params,launch,builtin_vars,main,constant_array,auto_var,if,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_paste,pp_ifdef,comments,if_constexpr,hdr_cstdio
#include <cuda_runtime.h>
#include <array>
#include <numeric>
#include <cstdio>

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 4
#else
#define TUNE_3 27
#endif
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
// Computes one element per thread.

__global__ void blend5_kernel(float* acc6, const unsigned long* input7, const long* __restrict__ coef8, size_t alpha9) {
    unsigned int gid10 = threadIdx.x;
    (void)gid10;
    (*acc6) *= coef8[alpha9];
    (*acc6) = *input7;
    int base11 = input7[threadIdx.y];
    (void)base11;
}

__global__ void __launch_bounds__(1 << 7, 3) weigh12(short a13) {
    if (!((threadIdx.x - a13) > CAT_1(a, 13))) {
        a13 = a13;
        if constexpr (sizeof(int) == 4) {
        }
    }
}
__constant__ unsigned int c_scatter14[8] = {075, 023, 15L, 40l, 60L, 64, 878l, 5};
// Returns the accumulated value.

__global__ void __launch_bounds__(TUNE_3 + (TUNE_3 + 202), 3) rank15_kernel(const float* coef16) {
    int gid17 = threadIdx.x;
    unsigned short diff18{static_cast<unsigned short>((gridDim.x - (gid17 + 19)) - coef16[gid17])};
    (void)diff18;
    printf("value %d\n", static_cast<int>(gid17));
}

int main() {
    int count19 = 0670;
    weigh12<<<(TUNE_3 + (TUNE_3 + (TUNE_3 + 47))), (TUNE_3 + (TUNE_3 + (TUNE_3 + (TUNE_3 + 404))))>>>(count19);
    blend5_kernel<<<2, TUNE_3 + (TUNE_3 + 74)>>>(nullptr, nullptr, nullptr, count19);
    weigh12<<<(count19 + 127) / 128, 8 * 16>>>(-59);
    auto t20 = (count19 += count19, ((-count19) * static_cast<unsigned int>(sizeof(short))));
    ++t20;
    rank15_kernel<<<1 << 5, 8 * 8>>>(nullptr);
    return 0;
}
