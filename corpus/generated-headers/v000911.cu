// cudagen 0.2 seed 911 valid headers
// features: kernel,launch,launch_shared_mem,main,constexpr_var,if,compound_assign,bitwise,shift,logical,comparison,lit_int_suffix,cast_c,sizeof,macro_object,pp_undef,comments,explicit_specialization,if_constexpr,type_traits
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <algorithm>
#include <cstdio>

#define TILE_DIM_1 64
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#undef TILE_DIM_1
#define TILE_DIM_1 12
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T> struct IsReal6 { static constexpr bool value = false; };
template <> struct IsReal6<float> { static constexpr bool value = true; };
template <> struct IsReal6<double> { static constexpr bool value = true; };
template <typename T>
int classify5(T v) {
    if constexpr (IsReal6<T>::value) {
        return static_cast<int>(v * 9);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
// NOTE: keep in sync with the host reference.

__global__ void stencil7(int n8) {
    n8 ^= 8UL;
    if (!(n8 == TILE_DIM_1)) {
        n8 = n8;
        int u9 = n8 + ((int)12);
        (void)u9;
    }
    n8 = 3369l;
}

int main() {
    int size10 = 1870;
    size10 <<= size10 + (size10 * (size10 - size10));
    stencil7<<<(512), (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + 16)))), sizeof(double) * 256>>>(size10 % size10);
    return 0;
}
