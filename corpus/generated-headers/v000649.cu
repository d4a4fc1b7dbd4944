// cudagen 0.2 seed 649 valid headers
// features: kernel,kernel_extern_c,launch,launch_dim3,launch_shared_mem,device_template_function,host_function,constexpr_function,main,shared_var,constexpr_var,if,while,comparison,call,lit_int_hex,lit_int_suffix,cast_c,cast_static,sizeof,macro_paste,variadic_template,pack_expansion,fold_expression,nttp_dependent_type,enable_if,partial_specialization,explicit_specialization,if_constexpr,type_traits,sfinae,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <tuple>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
template <typename... Ts>
__host__ __device__ double fold4(Ts... xs) {
	return (static_cast<double>(xs) * ...);
}
template <typename... Ts>
__host__ __device__ int count5(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread7(int x) {
	return static_cast<int>(fold4(x, 7.5f, 7u)) + count5(x, x, 1.0);
}

extern "C" __global__ void combine8(int n9) {
	constexpr int z10 = 0x1cu;
	(void)z10;
	__shared__ long sh_11;
	(void)sh_11;
	int off12 = 56lu * (n9);
	(void)off12;
}
template <typename T> struct IsReal14 { static constexpr bool value = false; };
template <> struct IsReal14<float> { static constexpr bool value = true; };
template <> struct IsReal14<double> { static constexpr bool value = true; };
template <typename T>
__device__ int classify13(T v) {
	if constexpr (IsReal14<T>::value) {
		return static_cast<int>(v * 4);
	} else if constexpr (sizeof(T) == 8) {
		return static_cast<int>(v) + 3;
	} else {
		return static_cast<int>(v) + 1;
	}
}
template <bool B, typename T = void> struct EnableIf16 {};
template <typename T> struct EnableIf16<true, T> { using type = T; };
template <typename T> struct IsSmall17 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T, typename EnableIf16<IsSmall17<T>::value, int>::type = 0>
__host__ __device__ int narrow15(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename EnableIf16<!IsSmall17<T>::value, int>::type = 0>
__host__ __device__ int narrow15(T v) { return static_cast<int>(v) + 2; }

constexpr int run_pivot18(int stride19) {
	constexpr int m20 = 60LL;
	(void)m20;
	return 0x33U;
}

int main() {
	int n21 = 1130;
	if (((unsigned long)(n21 + 3)) != n21) {
		int w22 = 0;
		while (w22 < (5)) {
			int sum23 = 3603LL;
			floorf(n21 / narrow15(static_cast<unsigned int>(sum23)));
			++w22;
		}
	}
	combine8<<<dim3((n21 + 31) / 32), 256, sizeof(int) * 256>>>(11);
	return 0;
}
