// cudagen 0.2 seed 460 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,default_args,main,shared_var,extern_shared,constexpr_var,if,goto,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_statement,conversion_operator,variadic_template,pack_expansion,fold_expression,alias_template,constexpr_loop,hdr_cmath,hdr_cuda_fp16
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <cuda_fp16.h>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

inline __host__ __device__ void tally2(int len3 = -24) {
	ceilf((24.875F - len3) - len3);
	int res4 = -fmaxf(31 + len3, 10.375F);
	if (fminf(len3 * 6.0f, len3 - len3) >= 0b10) {
		res4 = ((62l - res4) - res4) * len3;
	}
	res4 = +(res4 | (res4 | 1257UL));
	sqrtf(len3);
}
template <typename T> using Ptr6 = T *;
template <typename A, typename B> struct Duo7 { A a; B b; };
template <typename T> using Same8 = Duo7<T, T>;
__host__ __device__ int aliased5(int x) {
	Ptr6<int> p = &x;
	Same8<int> d{x, 3};
	return x + *p + d.a + d.b;
}
__device__ float halfMix9(float x) {
	__half a = __float2half(x);
	__half b = __float2half(3.5f);
	__half s = __hadd(a, b);
	__half p = a * b;
	return __half2float(s) + __half2float(p);
}
template <typename... Ts>
__device__ double fold10(Ts... xs) {
	return (static_cast<double>(xs) + ... + 0.0);
}
template <typename... Ts>
__device__ int count11(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
__device__ int spread13(int x) {
	return static_cast<int>(fold10(x, 7.5f, 7u)) + count11(x, x, 1.0) + count11(static_cast<long>(x), 7);
}
__host__ __device__ constexpr int steps14(int n) {
	int s = 0;
	int i = 0;
	while (i < n) {
		s += 5;
		++i;
	}
	return s;
}
constexpr int kSteps15 = steps14(5);
static_assert(steps14(5) == 25, "a constexpr loop");
template <typename... Ts>
double fold16(Ts... xs) {
	return (static_cast<double>(xs) + ...);
}
template <typename... Ts>
int count17(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
bool all18(Ts... xs) { return (... || (xs == 0)); }
int spread19(int x) {
	return static_cast<int>(fold16(x, 9.5f, 9u)) + count17(x, x, 1.0) + (all18(x, 9) ? 1 : 0) + count17(static_cast<long>(x), 9);
}
struct Ratio20 {
	float v;
	__host__ __device__ operator float() const { return v; }
};
__host__ __device__ float convert21(float x) {
	Ratio20 m{x};
	float plain = m;
	return plain + static_cast<float>(m) * 2;
}

__global__ void sift22(double* data23) {
	extern __shared__ int dyn_24[];
	unsigned int gid25 = threadIdx.x;
	constexpr long long t26 = 2378U;
	if ((!data23) || (dyn_24[7] != 0b11110)) {
		goto done28;
	}
	if (!(40 >= (gid25 | warpSize))) {
		__shared__ unsigned int sh_27[256];
		(++dyn_24[gid25], (sh_27[gid25] = (dyn_24[gid25] += 60, dyn_24[1]) * (t26 - (*data23))));
	}
done28:;
}

int main() {
	int len29 = 2438;
	sift22<<<(len29 + 255) / 256, sizeof(int) * 32, sizeof(int) * 32, 0>>>((double*)nullptr);
	(len29++, (len29 = convert21(ceilf(len29))));
	len29 = ceilf(len29 << (len29 += kSteps15, kSteps15));
	sift22<<<(len29 + 31) / 32, 32, sizeof(int) * 32, 0>>>(nullptr);
	return 0;
}
