// cudagen 0.2 seed 236 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,default_args,main,constexpr_var,if,for,compound_assign,bitwise,shift,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,sizeof,lambda,macro_object,pp_ifdef,pp_if,comments,variadic_template,pack_expansion,fold_expression,if_constexpr,exceptions,designated_init,extended_lambda,runtime_api,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <cmath>
#include <cuda_fp16.h>
#include <cuda/std/array>
#include <cuda/std/functional>
#include <compare>

#define TILE_DIM_1 5
#define RADIUS_2 ((TILE_DIM_1 + 123) * (0b10))
#define RADIUS_3 256

#ifdef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 49
#endif
#if TUNE_5 > 28
#define CONFIG_6 3
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 14
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Failure8 {
	int code;
};
int check10(int v) {
	if (v > 33) {
		throw Failure8{v};
	}
	return v;
}
int guarded9(int x) noexcept {
	try {
		return check10(x);
	} catch (const Failure8 &e) {
		return e.code;
	} catch (int e) {
		return e + 1;
	} catch (...) {
		return 0;
	}
}
struct Opts11 { int x; int y; double z; };
int configured12(int v) {
	Opts11 a{.x = v, .y = v, .z = static_cast<double>(v)};
	Opts11 b{.z = 4};
	Opts11 d = {.x = 3};
	return static_cast<int>(a.x) + static_cast<int>(b.z) + static_cast<int>(d.x);
}
/* NOTE: keep in sync with the host reference. */

int check_fold13(unsigned char* __restrict__ acc14, int* out15, int len16 = 0x5f4) {
	configured12(*out15);
	expf(len16 - (len16 * len16));
	for (int it17 = 0; it17 < 16; it17++) {
		bool cnt18 = it17;
		fabsf(20.625f);
		if (cnt18)
			return guarded9(*out15) << 0x4;
	}
	if (guarded9(RADIUS_2))
		return 39 + (*acc14);
	return CONFIG_6;
}
template <typename... Ts>
__device__ double fold19(Ts... xs) {
	return (static_cast<double>(xs) * ...);
}
template <typename... Ts>
__device__ int count20(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__device__ bool all21(Ts... xs) { return (... || (xs == 0)); }
__device__ int spread22(int x) {
	return static_cast<int>(fold19(x, 2.5f, 2u)) + count20(x, x, 1.0) + (all21(x, 2) ? 1 : 0);
}

__global__ void lerp23_kernel(const float* input24) {
	int i25 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (expf((*input24) + 25U) == (input24[i25] * i25)) {
		constexpr int cnt26 = (0x3C);
		(void)cnt26;
		sqrtf(sizeof(signed char));
	}
}

short check_filter27(const int* src28) {
	if ((+(src28[1] - src28[0x3])) >= (*src28)) {
		unsigned u29(CONFIG_6);
		(void)u29;
	}
	floorf(sizeof(double));
	lerp23_kernel<<<1, (64), 0400, nullptr>>>(nullptr);
	if constexpr (sizeof(int) == 4) {
	} else {
	}
	return (*src28) / (*src28);
}

int main() {
	int count30 = 0x6ec;
	count30 &= (count30 += count30, 58ull);
	int device31 = 0;
	cudaGetDevice(&device31);
	cudaDeviceProp prop32;
	cudaGetDeviceProperties(&prop32, device31);
	int sms33 = prop32.multiProcessorCount + prop32.warpSize;
	sinf(sms33);
	sms33 = count30;
	auto lam34 = [=] __device__ (int v) { return v * 3 + sms33; };
	applyEach7<<<1, 32>>>(lam34, nullptr, sms33);
	return 0;
}
