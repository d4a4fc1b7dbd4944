// cudagen 0.2 seed 444 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,constexpr_var,auto_var,const_local,if,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if,local_class,variadic_template,pack_expansion,fold_expression,enable_if,partial_specialization,explicit_specialization,if_constexpr,type_traits,sfinae,constexpr_loop,hdr_cmath
#include <cuda_runtime.h>
#include <numeric>
#include <tuple>

#define TILE_DIM_1 256
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifndef USE_FAST_PATH_5
#define TUNE_6 10
#else
#define TUNE_6 26
#endif
#if TILE_DIM_1 % 2 == 0 || TILE_DIM_1 < 4
#define CONFIG_7 6
#elif TILE_DIM_1 < 0
#error unreachable configuration
#else
#define CONFIG_7 28
#endif
__host__ __device__ constexpr int steps8(int n) {
    int s = 0;
    int i = 0;
    while (i < n) {
        s += 4;
        ++i;
    }
    return s;
}
constexpr int kSteps9 = steps8(7);
static_assert(steps8(7) == 28, "a constexpr loop");
template <typename... Ts>
__host__ __device__ double fold10(Ts... xs) {
    return (... + static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count11(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread13(int x) {
    return static_cast<int>(fold10(x, 7.5f, 7u)) + count11(x, x, 1.0) + count11(static_cast<long>(x), 7);
}

__global__ void drift14(int n15, int *data16, const int *coef17) {
    data16[4] = ((*coef17) + TWICE_PLUS_3(n15, 47L)) * ((30 + (*data16)) * CONFIG_7);
    struct Local18 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local18 res19{2};
    int r20 = res19.add(fmaxf(n15, *coef17));
    if (n15 > r20)
        return;
}
template <bool B, typename T = void> struct EnableIf22 {};
template <typename T> struct EnableIf22<true, T> { using type = T; };
template <typename T> struct IsSmall23 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T>
__host__ __device__ typename EnableIf22<IsSmall23<T>::value, int>::type narrow21(T v) { return static_cast<int>(v) * 1; }
template <typename T>
__host__ __device__ typename EnableIf22<!IsSmall23<T>::value, int>::type narrow21(T v) { return static_cast<int>(v) * 2; }
template <typename T> struct IsReal25 { static constexpr bool value = false; };
template <> struct IsReal25<float> { static constexpr bool value = true; };
template <> struct IsReal25<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify24(T v) {
    if constexpr (IsReal25<T>::value) {
        return static_cast<int>(v * 8);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}

__global__ void march26_kernel(const int *coef27, const int *src28, float *acc29) {
    unsigned int tid30 = (blockIdx.x * blockDim.x) + threadIdx.x;
    expf(~(acc29[tid30] += 11.875f, src28[blockIdx.x & 7]));
    unsigned int mid31 = 51;
    float lim32 = TUNE_6;
    (void)lim32;
    acc29[1] = 10.875f;
    spread13(3ull);
    mid31 *= 27;
}

static double spread33(int count34, float *data35) {
    bool s36 = spread13(count34 ^ 23);
    s36 = steps8(count34 % s36) * 1;
    ++count34;
    const char *z37 = "warp size";
    (void)z37;
    auto mid38 = (int)sqrtf((int)6);
    return sizeof(float) ^ mid38;
}

int main() {
    int size39 = 725;
    --size39;
    const long k40 = CONFIG_7;
    march26_kernel<<<0b1 << 2, 128, 0, nullptr>>>(&size39, &size39, nullptr);
    size39++;
    drift14<<<256, 1 << 7, sizeof(float) * 128, nullptr>>>(k40, &size39, nullptr);
    return 0;
}
