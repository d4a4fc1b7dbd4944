// cudagen 0.2 seed 459 valid headers
// features: kernel,launch_bounds,restrict_params,launch,builtin_vars,host_function,constexpr_function,main,struct,struct_methods,nested_namespace,if,ternary,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_statement,comments,local_class,if_constexpr,using_declaration,using_directive
#include <cuda_runtime.h>
#include <numeric>
#include <cstdio>
#include <tuple>

#define MOD8_1(x) ((x) % 8)
#define LOW_BITS_2(x) ((x) & 0xF)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__(0x400, 0x3) shade6(int* acc7, float* dst8, int* __restrict__ acc9, unsigned* acc10) {
	int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)gid11;
	struct Local12 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local12 sum13{4};
	int idx14 = sum13.add(11U);
	if ((warpSize * acc9[idx14]) >= 23UL) {
		return;
	}
	acc7[0x4] = -0x29;
	struct Local15 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local15 w16{3};
	int u17 = w16.add(sizeof(float) * idx14);
	(void)u17;
}
namespace lib18 {
__host__ __device__ int version19(int x) { return x + 8; }
namespace detail::impl {
__host__ __device__ int helper20(int x) { return x * 2; }
} // namespace detail::impl
} // namespace lib18
using lib18::version19;
__host__ __device__ int layered21(int x) {
	using namespace lib18::detail::impl;
	return helper20(x) + version19(x);
}

struct Stats22 {
	double sum23;
	int id24;
	double flag25;
	long flag26;
	__host__ __device__ void total27(char z28) {
		id24 = flag25;
	}
	__host__ __device__ void apply29(unsigned int w30) {
		flag25 = (unsigned)((43 * flag25) - 9);
	}
};

constexpr int update31(int stride32, unsigned char alpha33) {
	short m34 = 0x8u - alpha33;
	++m34;
	return 1645;
}

int main() {
	int n35 = 36;
	if constexpr (sizeof(int) == 8) {
		n35 = (((n35) - 0x3) < 27L) ? ((float)n35) : (6 - (n35 ? 3808ul : n35));
		const char* tmp36 = "\x41\102" "_tail";
		(void)tmp36;
	}
	n35 = 53U;
	shade6<<<(n35 + 127) / 0x80, 8 * 4>>>(&n35, nullptr, nullptr, (unsigned int*)nullptr);
	ACCUM_3(n35, (0 - float(n35 / n35)));
	return 0x0;
}
