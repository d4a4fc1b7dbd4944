// cudagen 0.2 seed 189 valid headers
// features: kernel,launch,builtin_vars,main,constexpr_var,local_array,const_local,enum,comparison,lit_int_hex,macro_object,pp_ifdef,pp_undef,nttp_enum,nttp_dependent_type,enable_if,partial_specialization,if_constexpr,sfinae
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <utility>
#include <tuple>

#define NUM_ITERS_1 8
#define CHUNK_2 32
#define NUM_ITERS_3 128
#define USE_FAST_PATH_4
#ifdef USE_FAST_PATH_4
#define TUNE_5 6
#else
#define TUNE_5 29
#endif
#undef NUM_ITERS_3
#define NUM_ITERS_3 2
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
enum Level7 {
	HIGH8,
	ON9,
	RED10,
	MUL11,
	ON12
};
__global__ void mix13_kernel(bool cfg14) {
	unsigned int i15 = threadIdx.x;
	(void)i15;
	float acc16[2] = {};
	(void)acc16;
	constexpr unsigned char u17 = (RED10 + (NUM_ITERS_3 + (ON9 + 22)));
	(void)u17;
}
enum class Op18 { Add, Mul };
template <Op18 O = Op18::Add>
int apply19(int a, int b) {
	if constexpr (O == Op18::Add) {
		return a + b;
	} else {
		return a * b;
	}
}
int policy20(int x) {
	return apply19<Op18::Add>(x, 5) + apply19<Op18::Mul>(x, 9) + apply19<>(x, x);
}
template <bool B, typename T = void> struct EnableIf22 {};
template <typename T> struct EnableIf22<true, T> { using type = T; };
template <typename T> struct IsSmall23 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T, typename EnableIf22<IsSmall23<T>::value, int>::type = 0>
__host__ __device__ int narrow21(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename EnableIf22<!IsSmall23<T>::value, int>::type = 0>
__host__ __device__ int narrow21(T v) { return static_cast<int>(v) + 2; }
int main() {
	int n24 = 0xE80;
	mix13_kernel<<<2 * 2, TUNE_5 + 58>>>(((n24 - n24) * (-n24)) < (n24));
	const int mid25 = ((n24 * n24) - n24);
	(void)mid25;
	return 0;
}
