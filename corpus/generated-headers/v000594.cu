// cudagen 0.2 seed 594 valid headers
// features: kernel,launch,builtin_vars,device_function,device_noinline,static_device_function,default_args,main,shared_var,constexpr_var,auto_var,if,if_init,for,pragma_unroll,goto,compound_assign,bitwise,logical,comparison,comma,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_float_exponent,lit_nullptr,cast_functional,macro_object,macro_statement,pp_if,multiple_inheritance,variadic_template,pack_expansion,fold_expression,nttp_reference,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>

#define BLOCK_SIZE_1 128
#define BLOCK_SIZE_2 4
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#if BLOCK_SIZE_1 == 128
#define CONFIG_4 1
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 30
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__device__ __noinline__ void tally6(unsigned a7 = 28LL)
{
	a7 = (a7);
	float s8 = 62 % warpSize;
	(void)s8;
	if ((blockIdx.x + 9) <= 25) {
		goto done10;
	}
	a7 -= fmaxf(a7, a7 % 12) * CONFIG_4;
	if (int s9 = 3; threadIdx.x) {
		cosf(cosf(875e-3F));
	}
	fabsf(0b110000U);
done10:;
}
template <typename... Ts>
double fold11(Ts... xs) {
	return (... + static_cast<double>(xs));
}
template <typename... Ts>
int count12(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
int spread14(int x) {
	return static_cast<int>(fold11(x, 9.5f, 9u)) + count12(x, x, 1.0) + count12(static_cast<long>(x), 9);
}
__device__ int counter15;
template <int &R> __device__ int bump16(int x) {
	R += x;
	return R;
}
__device__ int tally17(int x) { return bump16<counter15>(x); }
__host__ __device__ float norm18(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
static __device__ __noinline__ double combine19(int len20 = 61)
{
	auto lim21 = tally17(expf(8));
	len20 &= (len20 += BLOCK_SIZE_1, int(036l * lim21));
	if ((blockDim.x & 1)) {
		return (len20 += len20, lim21);
	}
	__shared__ int sh_22[32];
	(void)sh_22;
	#pragma unroll
	for (int it23 = 0; it23 < lim21; it23++) {
		__shared__ int sh_24;
		(void)sh_24;
	}
	__shared__ double sh_25[0b100000];
	(void)sh_25;
	return CONFIG_4;
}
struct Base27 {
	int m0;
	__host__ __device__ int get0() const { return m0 * 4; }
};
struct Base28 {
	int m1;
	__host__ __device__ int get1() const { return m1 * 1; }
};
struct Blend26 : Base27, Base28 {
	int own;
	__host__ __device__ int sum() const { return get0() + get1() + own; }
};
__host__ __device__ int mix29(int x) {
	Blend26 d{};
	d.m0 = x + 0;
	d.m1 = x + 1;
	d.own = x;
	const Base27 &b = d;
	return d.sum() + b.get0();
}
__global__ void scale30(float alpha31, int stride32, int *acc33)
{
	unsigned idx34 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx34 >= stride32) {
		return;
	}
	alpha31 = CONFIG_4;
	char x35 = 46;
	(void)x35;
	__shared__ int sh_36[(BLOCK_SIZE_2 + 12)];
	(void)sh_36;
}
int main()
{
	int len37 = 1'176;
	if (long long off38 = CONFIG_4; (len37 >= off38) || (off38 <= 42) || (norm18(BLOCK_SIZE_2, CONFIG_4) >= len37)) {
		if (!((~len37) < off38)) {
			off38 %= (off38 += 34, off38);
		}
		scale30<<<(CONFIG_4 + 1) * (CONFIG_4 + 1), (0b100000)>>>(off38, len37, nullptr);
	}
	len37 -= -0;
	return 0;
}
