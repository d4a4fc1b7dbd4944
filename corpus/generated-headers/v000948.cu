// cudagen 0.2 seed 948 valid headers
// features: kernel,kernel_static,restrict_params,launch,builtin_vars,host_device_function,host_function,static_host_function,default_args,main,constexpr_var,using_alias,if,if_else,while,static_assert,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,variadic_template,pack_expansion,fold_expression,if_constexpr,hdr_cmath
#include <cuda_runtime.h>
#include <type_traits>
#include <tuple>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__host__ __device__ void tile4(int lane5, int stride6) {
    unsigned int v7{13};
    unsigned int mid8{12};
    mid8 &= 33;
    constexpr unsigned int prod9 = 0x2c;
    (void)prod9;
    stride6 >>= stride6;
    lane5 ^= mid8 + v7;
    long diff10 = sizeof(int);
    (void)diff10;
}

__host__ __device__ int norm11(float b12, unsigned int *dst13) {
    int lo14 = *dst13;
    int w15 = 0;
    while (w15 < w15) {
        lo14 >>= w15;
        if ((w15 & 1)) {
            int f16 = dst13[6];
            (void)f16;
            if constexpr (sizeof(int) == 8) {
            } else {
            }
        }
        ++w15;
    }
    return 14ll;
}
template <typename... Ts>
__host__ __device__ double fold17(Ts... xs) {
    return (static_cast<double>(xs) * ...);
}
template <typename... Ts>
__host__ __device__ int count18(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__host__ __device__ bool all19(Ts... xs) { return (... || (xs == 0)); }
__host__ __device__ int spread20(int x) {
    return static_cast<int>(fold17(x, 1.5f, 1u)) + count18(x, x, 1.0) + (all19(x, 1) ? 1 : 0);
}
using ptr21_t = unsigned*;

static __global__ void mix22_kernel(const float *__restrict__ input23, const int *coef24, int *data25, long *acc26) {
    int tid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if constexpr (sizeof(int) == 8) {
        int iter28 = 0;
        while (iter28 < iter28) {
            sinf(acc26[gridDim.x & 7] + 0x8);
            data25[3] = *coef24;
            ++iter28;
        }
        if (fold17(fabsf(3.625F), acc26[0b110]) >= (*acc26)) {
            if constexpr (sizeof(double) == 4) {
                double u29 = ((sizeof(float) <= (threadIdx.x - 2447)) ? fold17(2462ull, tid27) : fabsf(21.875F));
                (void)u29;
            }
        } else if (((*input23) + (tid27 + 1172)) < (*data25)) {
        } else {
        }
    } else {
    }
}

static double check_stencil30(int lane31 = 8) {
    lane31 >>= 6;
    if constexpr (sizeof(int) == 8) {
    } else {
    }
    return (spread20(14) % (lane31 + lane31)) & 0x10;
}

int main() {
    int len32 = 2188;
    static_assert(22 > 21, "tile must fit");
    if (len32 <= len32) {
        return 29;
    }
    mix22_kernel<<<2, (0x80)>>>(nullptr, (const int*)nullptr, &len32, (long*)nullptr);
    return 0;
}
