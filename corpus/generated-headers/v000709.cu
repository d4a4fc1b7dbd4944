// cudagen 0.2 seed 709 valid headers
// features: kernel,launch,builtin_vars,grid_stride_loop,main,constexpr_var,local_array,if,if_else,for,ternary,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,macro_object,macro_function,macro_statement,pp_ifdef,pp_if,local_class,variadic_template,pack_expansion,fold_expression,nttp_enum,enable_if,partial_specialization,if_constexpr,sfinae
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <algorithm>
#include <cstdio>
#include <utility>
#include <tuple>
#include <cooperative_groups.h>

#define NUM_ITERS_1 128
#define RADIUS_2 (2 * (0b10 * 8))
#define HALF_3(x) ((x) / 2)
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

#ifdef USE_FAST_PATH_8
#define TUNE_9 2
#else
#define TUNE_9 62
#endif

#if RADIUS_2 % 2 == 0 || RADIUS_2 < 4
#define CONFIG_10 6
#else
#define CONFIG_10 28
#endif
template <typename... Ts>
__device__ double fold11(Ts... xs) {
	return (... * static_cast<double>(xs));
}
template <typename... Ts>
__device__ int count12(Ts... xs) {
	return static_cast<int>(sizeof...(xs));
}
__device__ int spread14(int x) {
	return static_cast<int>(fold11(x, 3.5f, 3u)) + count12(x, x, 1.0);
}
template <typename... Ts>
__host__ __device__ double fold15(Ts... xs) {
	return (static_cast<double>(xs) * ...);
}
template <typename... Ts>
__host__ __device__ int count16(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__host__ __device__ bool all17(Ts... xs) { return (... && (xs != 0)); }
__host__ __device__ int spread18(int x) {
	return static_cast<int>(fold15(x, 1.5f, 1u)) + count16(x, x, 1.0) + (all17(x, 1) ? 1 : 0) + count16(static_cast<long>(x), 1);
}
enum class Mode19 { Add, Mul, Sub };
template <Mode19 O = Mode19::Add>
__host__ __device__ int apply20(int a, int b) {
	if constexpr (O == Mode19::Add) {
		return a + b;
	} else if constexpr (O == Mode19::Mul) {
		return a * b;
	} else {
		return a - b;
	}
}
__host__ __device__ int policy21(int x) {
	return apply20<Mode19::Add>(x, 3) + apply20<Mode19::Mul>(x, 3) + apply20<Mode19::Sub>(x, 5) + apply20<>(x, x);
}
template <bool B, typename T = void> struct EnableIf23 {};
template <typename T> struct EnableIf23<true, T> { using type = T; };
template <typename T> struct IsSmall24 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T>
typename EnableIf23<IsSmall24<T>::value, int>::type narrow22(T v) { return static_cast<int>(v) * 1; }
template <typename T>
typename EnableIf23<!IsSmall24<T>::value, int>::type narrow22(T v) { return static_cast<int>(v) * 2; }

__global__ void score25(unsigned int p26, const int *in27) {
	unsigned int idx28 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)idx28;
	if (((p26 <= 48) && (in27[7] >= p26)) || (p26 < (*in27))) {
		for (int n29 = (blockIdx.x * blockDim.x) + threadIdx.x; n29 < 14; n29 += blockDim.x * gridDim.x)
			--p26;
	} else {
		struct Local30 {
			int s;
			__host__ __device__ int add(int v) { s += v; return s; }
		};
		Local30 off31{9};
		int tmp32 = off31.add(in27[5]);
		(void)tmp32;
	}
}

int main() {
	int count33 = 1225;
	int k34 = (-(count33 * count33)) + (((count33 % count33) == 0b10101) ? (CONFIG_10 / count33) : 6);
	int e35[5] = {k34, count33, 16};
	(void)e35;
	score25<<<16 * 0x8, 256>>>((count33), &k34);
	return 0x0;
}
