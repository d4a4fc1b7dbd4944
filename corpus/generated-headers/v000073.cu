// cudagen 0.2 seed 73 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,launch,main,constexpr_var,local_array,typedef,namespace,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,lambda,lambda_generic,lambda_launch,macro_object,macro_function,pp_ifdef,pp_undef,nested_class,explicit_specialization,if_constexpr,type_traits,hdr_vector
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <compare>

#define BLOCK_SIZE_1 3
#define NUM_ITERS_2 16
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#ifndef USE_FAST_PATH_7
#define TUNE_8 11
#else
#define TUNE_8 57
#endif
#undef NUM_ITERS_2
#define NUM_ITERS_2 24
struct Grid9 {
    using value_type = unsigned;
    enum Kind { Small, Large };
    struct Leaf {
        value_type v;
        __host__ __device__ value_type scaled() const { return v * static_cast<value_type>(5); }
    };
    Leaf first, second;
    __host__ __device__ value_type total() const { return first.scaled() + second.v; }
};
__host__ __device__ unsigned walk10(int x) {
    using value_type = Grid9::value_type;
    Grid9::Leaf e{static_cast<value_type>(x)};
    Grid9 t{e, e};
    return t.total();
}
template <typename T> struct IsReal12 { static constexpr bool value = false; };
template <> struct IsReal12<float> { static constexpr bool value = true; };
template <> struct IsReal12<double> { static constexpr bool value = true; };
template <typename T>
int classify11(T v) {
    if constexpr (IsReal12<T>::value) {
        return static_cast<int>(v * 6);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}

namespace gpu13 {
typedef double real14_t;

template <typename T, int N = 3>
__global__ void __launch_bounds__(TUNE_8 + 0x15, BLOCK_SIZE_1 + 0x1) spread15_kernel(T b16, int *data17, const int *src18) {
    T t19 = MAX2_4(data17[3], 60L);
    (void)t19;
    b16 = ((src18[5] * 'A') / (*data17)) - (MAX2_4(data17[0x5], b16) * (21.875f + (*src18)));
}
} // namespace gpu13

int main() {
    int size20 = 1117;
    auto op23 = [](auto acc21) {
        gpu13::spread15_kernel<<<16, (32)>>>(gpu13::real14_t(acc21), (int*)nullptr, nullptr);
        float stride22[7] = {};
        return acc21 * 2;
    };
    (void)op23;
    auto step28 = [](auto t24) {
        gpu13::spread15_kernel<gpu13::real14_t, (BLOCK_SIZE_1 + 4)><<<(64), 128>>>((0b10001lu - t24) * (t24 / 0x20), nullptr, (const int*)nullptr);
        std::vector<float> vec25(static_cast<size_t>(48) % 64 + 1);
        vec25.push_back(static_cast<float>(1));
        vec25[0] = static_cast<float>(48);
        float *ptr26 = vec25.data();
        int count27 = static_cast<int>(vec25.size());
        return t24 * 2;
    };
    (void)step28;
    size20 = size20;
    gpu13::spread15_kernel<unsigned int, (BLOCK_SIZE_1 + 0b101)><<<(size20 + 127) / 0x80, 0x80>>>((TUNE_8 + size20) - TUNE_8, &size20, (const int*)nullptr);
    gpu13::spread15_kernel<float, 5><<<BLOCK_SIZE_1 + (NUM_ITERS_2 + (TUNE_8 + (TUNE_8 + (BLOCK_SIZE_1 + 460)))), 16 * 8>>>(size20, &size20, &size20);
    int s29[7]{static_cast<int>(1'070), 8, size20, 37, 0x2C, '\a', size20};
    (void)s29;
    return 0;
}
