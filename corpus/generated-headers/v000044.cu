// cudagen 0.2 seed 44 valid headers
// features: kernel,launch_bounds,restrict_params,launch,device_function,main,shared_var,constexpr_var,if,if_init,for,ternary,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_paste,macro_statement,pp_ifdef,call_operator,explicit_specialization,if_constexpr,type_traits,hdr_cmath
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 39
#endif
template <typename T> struct IsReal6 { static constexpr bool value = false; };
template <> struct IsReal6<float> { static constexpr bool value = true; };
template <> struct IsReal6<double> { static constexpr bool value = true; };
template <typename T>
__device__ int classify5(T v) {
    if constexpr (IsReal6<T>::value) {
        return static_cast<int>(v * 5);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
struct Affine7 {
    int k;
    __host__ __device__ int operator()(int v) const { return v * k; }
};
__host__ __device__ int call8(int x) {
    Affine7 fn{3};
    return fn(x) + fn.operator()(1);
}

__device__ int filter9(short *__restrict__ dst10, int n11, int *__restrict__ acc12)
{
    acc12[1] = (sinf(acc12[2]) + acc12[6]) - (22l * ((*dst10) * acc12[n11]));
    (*dst10) = expf((dst10[2] + 10.5f) * (dst10[n11] << dst10[n11]));
    __shared__ long long sh_13[128];
    n11 = (float)static_cast<int>(TUNE_4 - sh_13[n11]);
    long idx14 = ((n11 + acc12[2]) == 55L) ? (-acc12[n11]) : cosf(fmaxf(TUNE_4, 6.0f));
    acc12[idx14]--;
    --(*dst10);
    return (3 - (*acc12)) + 57 + (dst10[0b101] * ceilf(38));
}

__global__ void __launch_bounds__(1 << (TUNE_4 + 1)) lerp15_kernel(unsigned int *__restrict__ out16)
{
    if (int h17 = 8; h17 % TUNE_4) {
        int f18 = call8(0b100010) << ((-h17) - out16[h17]);
        for (int j19 = 0; j19 < (012); ++j19) {
            fmaxf((h17 >= f18) ? 6 : 5.0f, static_cast<float>(((*out16) != 50) ? out16[4] : j19));
            sinf(static_cast<int>(f18) * 15.125f);
            __shared__ double sh_20;
            (void)sh_20;
        }
    }
}

int main()
{
    int size21 = 3545;
    lerp15_kernel<<<(size21 + 255) / 256, 256>>>(static_cast<unsigned*>(nullptr));
    lerp15_kernel<<<TUNE_4 + (TUNE_4 + 18), TUNE_4 + (TUNE_4 + 0b1110010)>>>((unsigned int*)nullptr);
    lerp15_kernel<<<TUNE_4 + 249, (TUNE_4 + (TUNE_4 + 18)) * 2>>>(nullptr);
    return 0;
}
