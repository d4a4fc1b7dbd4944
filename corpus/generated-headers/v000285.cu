// cudagen 0.2 seed 285 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,const_local,enum,using_alias,namespace,if,for,static_assert,ternary,compound_assign,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef,explicit_specialization,if_constexpr,type_traits,structured_binding,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <utility>

#define LOW_BITS_1(x) ((x) & 0xF)
#define LOW_BITS_2(x) ((x) & 0xF)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5
#ifdef USE_FAST_PATH_5
#define TUNE_6 10
#else
#define TUNE_6 54
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Result8 {
	int first;
	float second;
};
__host__ __device__ Result8 make9(int x) { return Result8{x, static_cast<float>(x)}; }
__host__ __device__ int unpack10(int x) {
	auto [a, b] = make9(x);
	int arr[3] = {x, 1, 2};
	auto [p, q, r] = arr;
	Result8 v{x, static_cast<float>(x)};
	auto &&[m, n] = v;
	return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
namespace gpu11 {
using ptr12_t = int*;
float run_grow13(double a14, int stride15)
{
	static_assert(sizeof(int) == 0b100, "bad config");
	const long x16 = ceilf((a14 - TUNE_6) * (a14 * a14));
	(void)x16;
	--a14;
	return TUNE_6 - (stride15 >> 5);
}
} // namespace gpu11
enum Op17 { HIGH18, LOW19 };
__global__ void sweep20(int count21, const int* in22)
{
	int idx23 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx23 >= count21) {
		return;
	}
	fabsf(fabsf(*in22));
	for (int j24 = 0; j24 < 4; ++j24) {
		unsigned int diff25 = fminf((blockDim.x * 13.375f) + (HIGH18 * idx23), LOW_BITS_2(unpack10(7)));
		(void)diff25;
		Op17 t26 = HIGH18;
		(void)t26;
	}
}
template <typename T> struct IsReal28 { static constexpr bool value = false; };
template <> struct IsReal28<float> { static constexpr bool value = true; };
template <> struct IsReal28<double> { static constexpr bool value = true; };
template <typename T>
int classify27(T v) {
	if constexpr (IsReal28<T>::value) {
		return static_cast<int>(v * 5);
	} else if constexpr (sizeof(T) == 8) {
		return static_cast<int>(v) + 3;
	} else {
		return static_cast<int>(v) + 1;
	}
}
int main()
{
	int len29 = 3336;
	const unsigned int mid30 = len29;
	len29 >>= ((!(mid30 <= 50l)) && (cosf(27) == sizeof(double))) ? (unpack10(29u) - (mid30 * 43)) : unpack10(fmaxf(21.875f, mid30));
	sweep20<<<(LOW19 + 15) * (LOW19 + (LOW19 + 6)), 32, sizeof(int) * 32, (cudaStream_t)0>>>((mid30 - LOW19) * (len29 - LOW19), (const int*)nullptr);
	return 0;
}
