// cudagen 0.2 seed 513 valid headers
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,main,constexpr_var,if,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,macro_object,macro_function,macro_statement,pp_undef,variadic_template,pack_expansion,variable_template,hdr_cmath,hdr_cstdio
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <numeric>
#include <cmath>
#include <cstdio>
#include <tuple>
#include <cooperative_groups.h>
#include <compare>

#define CHUNK_1 4
#define WARPS_2 (CHUNK_1 + 1)
#define CHUNK_3 (5)
#define LOW_BITS_4(x) ((x) & 0xF)
#define TWICE_PLUS_5(a, b) (2 * (a) + (b))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_7(x) #x
#define STR_8(x) STR_IMPL_7(x)
#undef CHUNK_3
#define CHUNK_3 8
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
inline double fold10() { return 1.0; }
template <typename T, typename... Rest>
double fold10(T first, Rest... rest) {
    return static_cast<double>(first) * fold10(rest...);
}
template <typename... Ts>
int count11(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
int spread13(int x) {
    return static_cast<int>(fold10(x, 3.5f, 3u)) + count11(x, x, 1.0) + count11(static_cast<long>(x), 3);
}
template <typename T> constexpr T kScale15 = T(5);
template <typename T> constexpr int kSize16 = static_cast<int>(sizeof(T)) * 2;
__host__ __device__ int aliased14(int x) {
    return x + kSize16<double> + static_cast<int>(kScale15<float>);
}
__global__ void mix17_kernel(const int* __restrict__ src18, int len19, unsigned char* __restrict__ out20, const unsigned short* __restrict__ in21) {
    if (!(out20[0b111] < 61u)) {
        return;
    }
    (*out20)++;
    constexpr int s22 = 3 * 14;
    printf("lane %d\n", static_cast<int>(s22));
    if ((out20[1] + len19) > blockIdx.x) {
        out20[1] = *in21;
    }
    (*out20) = fabsf(blockDim.y) - fmaxf((len19 += out20[0x4], (-24.125f)), 17.625f + out20[threadIdx.x]);
}
int main() {
    int n23 = 2254;
    mix17_kernel<<<0x1 << (kSize16<char> + (CHUNK_1 + 1)), WARPS_2 + (kSize16<int> + 19)>>>(nullptr, (n23 += kSize16<char>, 0x17) / kSize16<int>, nullptr, nullptr);
    n23 = LOW_BITS_4(n23);
    dim3 u24(WARPS_2 + 507, (n23 + 63) / 0x40, 2);
    (void)u24;
    n23 -= n23;
    return 0;
}
