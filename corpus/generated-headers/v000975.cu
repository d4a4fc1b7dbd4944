// cudagen 0.2 seed 975 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,extern_shared,constexpr_var,if,if_else,for,pragma_unroll,goto,compound_assign,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_if,nttp_dependent_type,enable_if,partial_specialization,explicit_specialization,sfinae
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <numeric>
#include <cstdio>
#include <cooperative_groups.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define NUM_ITERS_1 4
#define NUM_ITERS_2 5
#define MOD8_3(x) ((x) % 8)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#if NUM_ITERS_1 == 4
#define CONFIG_5 1
#else
#define CONFIG_5 17
#endif
template <bool B, typename T = void> struct EnableIf7 {};
template <typename T> struct EnableIf7<true, T> { using type = T; };
template <typename T> struct IsSmall8 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T, typename EnableIf7<IsSmall8<T>::value, int>::type = 0>
__device__ int narrow6(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename EnableIf7<!IsSmall8<T>::value, int>::type = 0>
__device__ int narrow6(T v) { return static_cast<int>(v) + 2; }
template <typename T, typename U> struct Pick9 { static constexpr int value = 1; };
template <> struct Pick9<float, double> { static constexpr int value = 4; };
template <typename T> int tag10(T) { return 0; }
template <> int tag10<float>(float) { return 1; }
template <> int tag10(double) { return 2; }
int specialized12(int x) {
    return x + Pick9<char, long>::value + Pick9<float, double>::value + tag10(1.0f) + tag10(x) + tag10(2.0);
}

__global__ void grow13(double* acc14, int stride15) {
    extern __shared__ long long dyn_16[];
    if ((stride15)) {
        goto done20;
    }
    stride15 = 34 - dyn_16[0];
    if ((*acc14) >= CONFIG_5) {
        #pragma unroll 8
        for (int j17 = 0; j17 < 016; ++j17) {
            for (int n18 = 0; n18 < stride15; n18 += 2) {
                float u19 = n18;
                (void)u19;
                --(*acc14);
            }
        }
    } else if (!acc14) {}
done20:;
}

int main() {
    int len21 = 3378;
    len21 <<= 5;
    ACCUM_4(len21, (len21));
    grow13<<<CONFIG_5 + 63, NUM_ITERS_2 + (NUM_ITERS_1 + 23), sizeof(int) * 128, 0>>>(nullptr, len21 + len21);
    grow13<<<0x1 << (NUM_ITERS_1 + 2), CONFIG_5 + (CONFIG_5 + (CONFIG_5 + (NUM_ITERS_1 + 505))), 1 << 10, 0>>>(nullptr, static_cast<float>(len21));
    dim3 hi22((len21 + 0x7f) / 128, CONFIG_5 + 3);
    (void)hi22;
    len21 = 39 * len21;
    return 0;
}
