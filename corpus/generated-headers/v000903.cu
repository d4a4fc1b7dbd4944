// cudagen 0.2 seed 903 valid headers
// features: kernel,restrict_params,launch,builtin_vars,main,constexpr_var,if,if_else,for,static_assert,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,cast_c,macro_paste,macro_statement,pp_ifdef,pp_undef,explicit_specialization,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 16
#else
#define TUNE_4 46
#endif
#undef TUNE_4
#define TUNE_4 48
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T, typename U> struct Pick6 { static constexpr int value = 1; };
template <> struct Pick6<float, double> { static constexpr int value = 4; };
template <typename T> __device__ int tag7(T) { return 0; }
template <> __device__ int tag7<float>(float) { return 1; }
template <> __device__ int tag7(double) { return 2; }
__device__ int specialized9(int x) {
    return x + Pick6<char, long>::value + Pick6<float, double>::value + tag7(1.0f) + tag7(x) + tag7(2.0);
}

__global__ void clamp10(double alpha11, int len12, int *__restrict__ data13)
{
    int i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ACCUM_1(*data13, (expf(((double)blockDim.x) * data13[0])));
    static_assert(0x7 == 7);
    len12 = 42u - (sqrtf(*data13) - (i14 + alpha11));
}

int main()
{
    int size15 = 374;
    if ((TUNE_4 >> size15) == expf(.375f)) {
        if ((+CAT_2(size, 15)) == size15) {
            return 31;
        }
    } else {
        for (int n16 = size15; n16 > 0; --n16) {
            size15 = fmaxf(7.25F, size15) - ((11lu / n16) * TUNE_4);
        }
        constexpr float t17 = -23.125f;
        (void)t17;
    }
    clamp10<<<TUNE_4 + (TUNE_4 + (TUNE_4 + 0x70)), (TUNE_4 + (TUNE_4 + 0640))>>>(size15, (size15 * size15) & 53ul, &size15);
    return 0x0;
}
