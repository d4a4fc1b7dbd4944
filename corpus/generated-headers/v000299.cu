// cudagen 0.2 seed 299 valid headers
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,host_function,main,device_var,constexpr_var,if,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,cast_functional,macro_function,pp_ifdef,pp_if,nttp_integral,partial_specialization,exceptions,runtime_api
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <tuple>

#define MOD8_1(x) ((x) % 8)
#define MOD8_2(x) ((x) % 8)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 45
#endif

#if TUNE_4 == 45
#define CONFIG_5 5
#else
#define CONFIG_5 15
#endif
template <typename T, typename U> struct Pick6 { static constexpr int value = 1; };
template <typename T> struct Pick6<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick6<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes8 {
	T d[N];
	T first() const { return d[0]; }
};
template <typename T> struct Lanes8<T, 1> {
	T d;
	T first() const { return d; }
};
int specialized9(int x) {
	Lanes8<int, 1> one{x};
	Lanes8<int, 3> three{{x, 1, 2}};
	return x + Pick6<char, long>::value + Pick6<int, int>::value + Pick6<float *, int>::value + one.first() + three.first();
}
__device__ int d_scale10;
template <typename T, long N>
struct Fixed11 {
	T data[N];
	__host__ __device__ T sum() const {
		T s = T();
		for (long i = 0; i < N; ++i) {
			s += data[i];
		}
		return s;
	}
};
template <int K, typename T> __host__ __device__ T scaleBy12(T v) { return v * static_cast<T>(K); }
template <bool Neg> __host__ __device__ int flip13(int v) { return Neg ? -v : v; }
__host__ __device__ int fixed14(int x) {
	Fixed11<int, 2l> a{};
	a.data[0] = x;
	return a.sum() + scaleBy12<2>(x) + static_cast<int>(flip13<false>(x));
}

__global__ void __maxnreg__(32) lerp15_kernel(int lane16, int stride17, unsigned int beta18) {
	stride17 = MOD8_2(beta18);
	lane16 = lane16;
	double v19(-(-22.75));
	(void)v19;
	beta18 = 20 / (stride17 + float(beta18));
}

unsigned long host_pivot20(const int *__restrict__ input21, float cfg22) {
	try {
		lerp15_kernel<<<dim3(2, 1 << (CONFIG_5 + 4), 1), (CONFIG_5 + (CONFIG_5 + (CONFIG_5 + 17))) * 2>>>(int(-17L), (0b111000u * cfg22) + 0x10, 63l / (input21[0x6] + L'z'));
		cudaError_t err23 = cudaGetLastError();
		int ok24 = err23 == cudaSuccess ? 1 : 0;
		(void)ok24;
		if (input21[6] > 9) {
			throw 9;
		}
	} catch (...) {
	}
	cfg22++;
	double stride25 = cfg22;
	if ((52l > stride25) || (stride25 <= CONFIG_5)) {
		return cfg22;
	}
	return stride25;
}

int main() {
	int size26 = 1121;
	size26 = MOD8_1(size26);
	size26 = (50UL) * ((size26 << size26) - size26);
	return 0;
}
