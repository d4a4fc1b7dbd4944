// cudagen 0.2 seed 595 valid headers
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,launch,main,shared_var,extern_shared,constexpr_var,const_local,struct,struct_methods,compound_assign,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste,call_operator,nttp_dependent_type,enable_if,alias_template,if_constexpr,type_traits,sfinae,hdr_cmath,hdr_cstdio,hdr_type_traits
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <numeric>
#include <cstdio>
#include <type_traits>
#include <tuple>

#define CHUNK_1 4
#define NUM_ITERS_2 16
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define LOW_BITS_4(x) ((x) & 0xF)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T>
int classify9(T v) {
	if constexpr (std::is_floating_point<T>::value) {
		return static_cast<int>(v * 5);
	} else if constexpr (sizeof(T) == 8) {
		return static_cast<int>(v) + 3;
	} else {
		return static_cast<int>(v) + 1;
	}
}
template <typename T, typename std::enable_if<(sizeof(T) <= 4), int>::type = 0>
__host__ __device__ int narrow10(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename std::enable_if<!(sizeof(T) <= 4), int>::type = 0>
__host__ __device__ int narrow10(T v) { return static_cast<int>(v) + 2; }

struct Vec11 {
	unsigned short z12;
	int z13;
	unsigned sum14;
	float sum15;
	__host__ __device__ int total16() const {
		int w17 = sum14 * (expf(z13) - cosf(-0b111111));
		w17 -= sinf(CHUNK_1);
		return NUM_ITERS_2 * cosf(z13);
	}
};
template <typename T> using Ptr19 = T *;
template <typename A, typename B> struct Duo20 { A a; B b; };
template <typename T> using Same21 = Duo20<T, T>;
__host__ __device__ int aliased18(int x) {
	Ptr19<int> p = &x;
	Same21<int> d{x, 1};
	return x + *p + d.a + d.b;
}
struct Offset22 {
	int k;
	__device__ int operator()(int v) const { return v * k; }
	template <typename T>
	__device__ T operator()(T a, T b) const { return a + b; }
};
__device__ int call23(int x) {
	Offset22 fn{2};
	return fn(x) + fn(x, 1);
}

template <class T, int N = 1>
__global__ void __launch_bounds__(512, 0x4) drift24(const T *in25, int n26) {
	extern __shared__ float dyn_27[];
	printf("step %d\n", static_cast<int>(n26));
	dyn_27[n26] = in25[3];
	const T t28 = 3.75 + CAT_7(n, 26);
	(void)t28;
}

int main() {
	int count29 = 1026;
	drift24<<<CHUNK_1, sizeof(unsigned int) * (CHUNK_1 + CHUNK_1)>>>((const double*)nullptr, floorf(MAX2_3(CAT_7(count, 29), count29)));
	fabsf(-30l);
	return 0;
}
