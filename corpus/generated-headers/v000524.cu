// cudagen 0.2 seed 524 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,main,auto_var,if,while,bitwise,shift,comparison,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,lambda,macro_object,macro_function,pp_ifdef,pp_if,pp_undef,explicit_specialization,if_constexpr,type_traits,extended_lambda
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <cuda_fp16.h>

#define NUM_ITERS_1 32
#define TILE_DIM_2 8
#define HALF_3(x) ((x) / 2)
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 1
#else
#define TUNE_8 55
#endif

#if (NUM_ITERS_1 * 2) >= 42 && NUM_ITERS_1 != 0
#define CONFIG_9 1
#else
#define CONFIG_9 31
#endif
#undef CONFIG_9
#define CONFIG_9 12
template <typename F>
__global__ void applyEach10(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T> struct IsReal12 { static constexpr bool value = false; };
template <> struct IsReal12<float> { static constexpr bool value = true; };
template <> struct IsReal12<double> { static constexpr bool value = true; };
template <typename T>
int classify11(T v) {
	if constexpr (IsReal12<T>::value) {
		return static_cast<int>(v * 3);
	} else if constexpr (sizeof(T) == 8) {
		return static_cast<int>(v) + 3;
	} else {
		return static_cast<int>(v) + 1;
	}
}

__global__ void apply13(float* buf14, int* __restrict__ out15) {
	buf14[2] = MAX2_4(float((*out15) - 29), (*out15) - (*out15));
	if constexpr (sizeof(void *) == 4) {
		auto res16 = (out15[3] & 18ull) >> (*out15);
		if ((out15[res16] | out15[2]) < (*buf14)) {
			return;
		}
	} else {
		auto off17 = char((int)61LL);
		(void)off17;
	}
	auto val18 = out15[5];
	(void)val18;
	int acc19 = 6;
	(void)acc19;
}

int main() {
	int count20 = 3092;
	int pass21 = 0;
	while (pass21 < 14) {
		auto lam22 = [count20] __device__ (int v) { return v * 5 + count20; };
		applyEach10<<<1, 32>>>(lam22, nullptr, count20);
		++pass21;
	}
	cudaStream_t y23 = (cudaStream_t)0;
	(void)y23;
	int idx24(1269 + (count20 ^ (3 * pass21)));
	(void)idx24;
	apply13<<<(count20 + 63) / 64, 256, sizeof(int) * 256>>>(nullptr, nullptr);
	return 0;
}
