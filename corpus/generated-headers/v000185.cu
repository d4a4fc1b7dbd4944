// cudagen 0.2 seed 185 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,device_var,constexpr_var,const_local,if,compound_assign,bitwise,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,macro_paste,pp_ifdef,pp_undef,variadic_template,pack_expansion,fold_expression,enable_if,partial_specialization,sfinae,hdr_cmath,hdr_type_traits
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <numeric>
#include <type_traits>
#include <utility>

#define SQR_1(x) ((x) * (x))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define CAT_3(a, b) a##b

#ifndef USE_FAST_PATH_4
#define TUNE_5 13
#else
#define TUNE_5 52
#endif
#undef TUNE_5
#define TUNE_5 12
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T, typename U> struct Pick7 { static constexpr int value = 1; };
template <typename T> struct Pick7<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick7<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes9 {
	T d[N];
	__host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes9<T, 1> {
	T d;
	__host__ __device__ T first() const { return d; }
};
__host__ __device__ int specialized10(int x) {
	Lanes9<int, 1> one{x};
	Lanes9<int, 3> three{{x, 1, 2}};
	return x + Pick7<char, long>::value + Pick7<int, int>::value + Pick7<float *, int>::value + one.first() + three.first();
}
template <typename T>
typename std::enable_if<(sizeof(T) <= 4), int>::type narrow11(T v) { return static_cast<int>(v) * 1; }
template <typename T>
typename std::enable_if<!(sizeof(T) <= 4), int>::type narrow11(T v) { return static_cast<int>(v) * 2; }
template <typename... Ts>
__host__ __device__ double fold12(Ts... xs) {
	return (static_cast<double>(xs) * ... * 1.0);
}
template <typename... Ts>
__host__ __device__ int count13(Ts... xs) {
	return static_cast<int>(sizeof...(xs));
}
__host__ __device__ int spread15(int x) {
	return static_cast<int>(fold12(x, 5.5f, 5u)) + count13(x, x, 1.0) + count13(static_cast<long>(x), 5);
}
__device__ float d_bias16 = 21.875f;

__global__ void pack17(const long* __restrict__ coef18, unsigned char cfg19, int* acc20)
{
	double stride21{0x1p2};
	sqrtf((*coef18) * (acc20[cfg19] - TUNE_5));
	if (static_cast<int>(TUNE_5) != fold12(acc20[cfg19], cfg19 * 0x7)) {
		if (stride21 > (stride21)) {
			return;
		}
	}
	specialized10(sizeof(float) - cfg19);
	float q22 = 1.75f;
	(void)q22;
	const int m23 = *acc20;
	(void)m23;
}

char run_relax24(unsigned* acc25)
{
	pack17<<<512, TUNE_5 + (TUNE_5 + (TUNE_5 + (TUNE_5 + (TUNE_5 + 452)))), 256 * 4, 0>>>(reinterpret_cast<const long*>(acc25), 26, (int*)nullptr);
	pack17<<<2, TUNE_5 + 0b11110100>>>(nullptr, *acc25, reinterpret_cast<int*>(acc25));
	return ceilf(47 | acc25[0]);
}

int main()
{
	int len26 = 1019;
	len26 %= 31;
	float flag27(len26);
	flag27 += floorf(static_cast<int>((len26 += 0x16, len26)));
	unsigned f28 = len26 | (len26 % len26);
	(void)f28;
	return 0;
}
