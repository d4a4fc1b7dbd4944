// cudagen 0.2 seed 818 valid headers
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,main,const_local,struct,class_private,if,logical,comparison,call,lit_int_octal,macro_function,pp_ifdef,pp_if,explicit_specialization,if_constexpr,hdr_cmath
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <cstdio>
#include <cuda_fp16.h>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define SQR_2(x) ((x) * (x))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5
#ifndef USE_FAST_PATH_5
#define TUNE_6 11
#else
#define TUNE_6 39
#endif
#if TUNE_6 == 39
#define CONFIG_7 6
#else
#define CONFIG_7 12
#endif
class Stats8 {
	float val9;
	int vel10;
public:
	__host__ __device__ Stats8(float a11, int c12) : val9(a11), vel10(c12) {}
	__host__ __device__ int total13() const {
		return vel10;
	}
	__host__ __device__ void total14(unsigned long k15) {
		k15 = vel10 - k15;
	}
};
template <typename T, typename U> struct Pick16 { static constexpr int value = 1; };
template <> struct Pick16<float, double> { static constexpr int value = 4; };
template <typename T> __device__ int tag17(T) { return 0; }
template <> __device__ int tag17<float>(float) { return 1; }
template <> __device__ int tag17(double) { return 2; }
__device__ int specialized19(int x) {
	return x + Pick16<char, long>::value + Pick16<float, double>::value + tag17(1.0f) + tag17(x) + tag17(2.0);
}
__global__ void __maxnreg__(32) bump20(int stride21) {
	int tid22 = threadIdx.x;
	if (threadIdx.x != sinf(tid22)) {
		return;
	}
	if (((-tid22) < 39) || (stride21 > threadIdx.x)) {
		if constexpr (sizeof(double) == 4) {
			int h23 = (sqrtf(SQR_2(stride21)));
			(void)h23;
		}
	}
}
int main() {
	int size24 = 712;
	if (((size24 + size24) * size24) > 17) {
		const int x25 = size24 - 9;
		bump20<<<(size24 + 31) / 32, (CONFIG_7 + (CONFIG_7 + (CONFIG_7 + (CONFIG_7 + (CONFIG_7 + 2))))), 0, 0>>>(size24);
		bump20<<<0100, 16 * 16>>>(ceilf(size24 * x25));
	}
	return 0;
}
