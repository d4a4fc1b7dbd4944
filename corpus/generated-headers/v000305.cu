// cudagen 0.2 seed 305 valid headers
// features: kernel,restrict_params,launch,builtin_vars,device_function,device_forceinline,host_device_function,device_template_function,host_function,main,shared_var,static_shared,extern_shared,local_array,auto_var,if,for,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste,variadic_template,pack_expansion,fold_expression,if_constexpr,concept,requires_expression,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <compare>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T> concept Small5 = sizeof(T) <= 8;
template <typename T> concept Arith6 = requires(T a, T b) {
	a + b;
	{ a * b } -> Small5;
	typename T;
};
template <Small5 T> __device__ T twice7(T x) { return x + x; }
__device__ int sign8(Small5 auto v) { return v != 0 ? 1 : 2; }
template <typename T>
__device__ int measure9(T v) {
	if constexpr (requires { v.size(); }) {
		return static_cast<int>(v.size());
	} else {
		return 1;
	}
}

__device__ __forceinline__ unsigned decay10(int len11, long alpha12, const float *__restrict__ coef13) {
	alpha12 %= sign8(alpha12 - 13);
	alpha12 = (18U - gridDim.x) & alpha12;
	__shared__ double sh_14[256];
	(void)sh_14;
	static __shared__ unsigned short sh_15;
	(void)sh_15;
	unsigned int val16 = (threadIdx.x) >> measure9(static_cast<unsigned>(-coef13[5]));
	double w17 = twice7(val16);
	(void)w17;
	return blockIdx.x;
}
template <typename... Ts>
__host__ __device__ double fold18(Ts... xs) {
	return (1.0 * ... * static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count19(Ts... xs) {
	return static_cast<int>(sizeof...(xs));
}
__host__ __device__ int spread21(int x) {
	return static_cast<int>(fold18(x, 6.5f, 6u)) + count19(x, x, 1.0) + count19(static_cast<long>(x), 6);
}

__host__ __device__ double clamp22(int stride23, size_t cfg24, int stride25) {
	int tmp26 = 036ul;
	(void)tmp26;
	for (int j27 = 0b0, j28 = 15; j27 < j28; (++j27, (--j28))) {
		expf(double(073) + (CAT_3(j, 28) | 11u));
		auto off29 = ~j28;
		(void)off29;
	}
	return cfg24;
}

__global__ void warp30(short int b31, int *__restrict__ data32, const unsigned *coef33, const short *in34) {
	extern __shared__ short int dyn_35[];
	if (in34[b31]) {
		return;
	}
	float lim36 = in34[7];
	(--(*data32), (lim36 /= blockDim.y));
	float base37 = sign8(clamp22(b31 & 54ull, b31, 16));
	if (data32[5] != base37) {
		return;
	}
}

int run_gather38(int n39, double *dst40) {
	unsigned int prod41[5] = {};
	(void)prod41;
	float m42 = spread21(dst40[n39 & 7]) | '"';
	(void)m42;
	const char *v43 = "ok";
	(void)v43;
	return -0b100011;
}

int main(void) {
	int len44 = 2012;
	float val45[4]{5.625F, 28, 34, 20.5F};
	for (int it46 = 0; it46 < len44; ++it46) {
		cosf(CAT_3(it, 46) + (-val45[it46]));
		warp30<<<(it46 + 31) / 32, sizeof(float) * 0b10000000>>>((63 + len44) / 071UL, nullptr, (const unsigned int*)nullptr, (const short*)nullptr);
		val45[len44 & 3] /= fold18(36ul, it46, it46 | (val45[len44 & 3] += 23.5f, (-010076)));
	}
	return 0;
}
