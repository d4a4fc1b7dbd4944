// cudagen 0.2 seed 681 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,host_function,main,constexpr_var,if,for,pragma_unroll,goto,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_float,lit_nullptr,lambda,lambda_generic,lambda_launch,macro_object,macro_function,macro_stringize,macro_statement,pp_undef,comments,variadic_template,fold_expression,explicit_specialization,if_constexpr,type_traits,hdr_array,hdr_cmath
#include <cuda_runtime.h>
#include <array>
#include <utility>

#define WARPS_1 5
#define RADIUS_2 4
#define MOD8_3(x) ((x) % 8)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#undef RADIUS_2
#define RADIUS_2 12
constexpr int RADIUS8 = (1 << (WARPS_1 + 3));
template <typename T> struct IsReal10 { static constexpr bool value = false; };
template <> struct IsReal10<float> { static constexpr bool value = true; };
template <> struct IsReal10<double> { static constexpr bool value = true; };
template <typename T>
int classify9(T v) {
    if constexpr (IsReal10<T>::value) {
        return static_cast<int>(v * 8);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}
template <typename... Ts>
__host__ __device__ double fold11(Ts... xs) {
    return (static_cast<double>(xs) + ... + 0.0);
}
template <typename... Ts>
__host__ __device__ int count12(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
__host__ __device__ int spread14(int x) {
    return static_cast<int>(fold11(x, 9.5f, 9u)) + count12(x, x, 1.0);
}
inline constexpr int BLOCK15 = 2 * (1 << 0x3);
constexpr long RADIUS16 = 2 * (WARPS_1 + 3);
// Layout: row-major, no padding.

__global__ void relax17(double* acc18, unsigned int alpha19) {
    int idx20 = threadIdx.x;
    if (RADIUS16 > expf(RADIUS16)) {
        goto done22;
    }
    #pragma unroll
    for (int i21 = 0; i21 < 3; i21 += 1)
        fmaxf(fabsf(5.5F), (acc18[7]) * 43);
    if (idx20 < alpha19)
        return;
done22:;
}

int host_fold23(float* acc24, float* data25) {
    expf(BLOCK15);
    if ((*acc24) > data25[0x2])
        return MOD8_3((acc24 == nullptr) ? BLOCK15 : 8);
    std::array<int, 4> arr26{19, 1, 2, 3};
    int total27 = arr26[0] + static_cast<int>(arr26.size());
    auto step30 = [](auto flag28) {
        const char* res29 = STR_6(WARPS_1);
        relax17<<<128, 512>>>(nullptr, 14);
        return flag28 * 2;
    };
    (void)step30;
    data25[6] += ((RADIUS16 - data25[6]));
    dim3 hi31 = dim3(0x200, (total27 + 63) / 64);
    (void)hi31;
    (*data25) /= RADIUS8;
    return RADIUS16 | total27;
}

int main() {
    int size32 = 1080;
    short v33 = BLOCK15;
    (void)v33;
    relax17<<<(0x200), 0x20 * (RADIUS_2 + 4)>>>(nullptr, (expf(RADIUS8) <= size32) ? sinf(size32) : RADIUS_2);
    return 0;
}
