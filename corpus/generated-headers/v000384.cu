// cudagen 0.2 seed 384 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,auto_var,if,if_init,for,static_assert,ternary,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_functional,cast_static,sizeof,pp_ifdef,pp_undef,comments,partial_specialization,if_constexpr,hdr_cmath
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <cstdio>
#include <type_traits>

#define USE_FAST_PATH_1

#ifndef USE_FAST_PATH_1
#define TUNE_2 11
#else
#define TUNE_2 44
#endif
#undef TUNE_2
#define TUNE_2 8
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

static __global__ void warp4(int *buf5, const int *src6) {
	unsigned tid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
	auto val8 = buf5[6];
	(void)val8;
	if (unsigned cnt9 = src6[threadIdx.x]; ((*src6) > tid7) && (58 >= ((56 < blockIdx.z) ? threadIdx.x : 4204))) {
		if (cnt9) {
			auto z10 = cnt9;
			(void)z10;
			constexpr float x11 = 23.625F;
			(void)x11;
		}
	}
}

__global__ void rank12_kernel(float *__restrict__ acc13, unsigned *data14, const int *src15) {
	unsigned tid16 = threadIdx.x;
	if constexpr (sizeof(long) == 8) {
		auto diff17 = int(tid16 - data14[threadIdx.x]) - (42 / data14[tid16]);
		(void)diff17;
		data14[6] = fmaxf(warpSize, threadIdx.x);
	}
	float s18 = (data14[tid16] << (*data14)) / (fabsf(15.75F) * (src15[tid16] << 6));
	(void)s18;
	static_assert(((TUNE_2 + 45)) > 52, "tile must fit");
}
template <typename T, typename U> struct Pick19 { static constexpr int value = 1; };
template <typename T> struct Pick19<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick19<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes21 {
	T d[N];
	__host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes21<T, 1> {
	T d;
	__host__ __device__ T first() const { return d; }
};
__host__ __device__ int specialized22(int x) {
	Lanes21<int, 1> one{x};
	Lanes21<int, 3> three{{x, 1, 2}};
	return x + Pick19<char, long>::value + Pick19<int, int>::value + Pick19<float *, int>::value + one.first() + three.first();
}
// Helper used by the kernels below.

static __global__ void split23_kernel(int count24, int n25, int *dst26) {
	for (int i27 = 0; i27 < n25; ++i27) {
		for (int j28 = i27; j28 > 0; --j28) {
			count24 = TUNE_2;
		}
		if (float k29{13.625F}; ((*dst26) / (TUNE_2 * gridDim.x)) != gridDim.x) {
			(*dst26)--;
			constexpr unsigned int diff30 = 43;
			(void)diff30;
		}
	}
	bool e31{true};
	(void)e31;
}

int march32(float b33) {
	if ((b33 > 51) && (TUNE_2 > b33)) {
		return 020 - b33;
	}
	float *k34 = nullptr;
	(void)k34;
	return b33 * (+(62 - b33));
}

int main() {
	int len35 = 60;
	if (static_cast<long long>(len35) < 53L) {
		return len35;
	}
	fmaxf(22.875f, 4.875f);
	len35 = static_cast<signed char>(len35);
	warp4<<<(len35 + 255) / 256, TUNE_2 + (TUNE_2 + 240), sizeof(float) * 256>>>(nullptr, nullptr);
	rank12_kernel<<<512, TUNE_2 + (TUNE_2 + 16), sizeof(int) * 64, 0>>>(nullptr, nullptr, nullptr);
	split23_kernel<<<4, 64>>>(len35, 45u, nullptr);
	return 0;
}
