// cudagen 0.2 seed 257 valid headers
// features: kernel,launch,launch_dim3,host_function,main,shared_var,constexpr_var,if,while,static_assert,bitwise,comparison,pointer_arith,array_index,lit_int_suffix,lit_digit_separator,lit_string,lit_nullptr,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if,pp_undef,runtime_api
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <tuple>
#include <cuda_fp16.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define NUM_ITERS_1 16
#define RADIUS_2 5
#define NUM_ITERS_3 128
#define HALF_4(x) ((x) / 2)
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_6(a, b) a##b

#ifdef USE_FAST_PATH_7
#define TUNE_8 1
#else
#define TUNE_8 56
#endif

#if NUM_ITERS_3 == 128
#define CONFIG_9 6
#else
#define CONFIG_9 23
#endif
#undef TUNE_8
#define TUNE_8 48
template <typename F>
__global__ void applyEach10(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

__global__ void norm11(int count12) {
	__shared__ int sh_13[32];
	size_t* diff14 = nullptr;
	if (diff14[count12] < count12) {
		return;
	}
	sh_13[count12 & 31] = count12;
	__shared__ float sh_15[256];
	(void)sh_15;
	count12 = diff14[count12];
	diff14[count12 & 7] = RADIUS_2;
}

inline float run_update16(const unsigned int* src17) {
	static_assert(20 > 19);
	norm11<<<dim3(RADIUS_2 + (CONFIG_9 + RADIUS_2)), NUM_ITERS_1 + NUM_ITERS_1>>>(+((*src17) & 1));
	return (src17[6] + CONFIG_9) * (30L | (*src17));
}

int main() {
	int size18 = 1070;
	const char* q19 = "warp size";
	(void)q19;
	norm11<<<(size18 + 63) / 64, 128>>>(2210);
	int pass20 = 0;
	while (pass20 < 3) {
		int device21 = 0;
		cudaGetDevice(&device21);
		cudaDeviceProp prop22;
		cudaGetDeviceProperties(&prop22, device21);
		int sms23 = prop22.multiProcessorCount + prop22.warpSize;
		(void)sms23;
		int t24 = 1'759l % ((size18 + sizeof(long)) * 2930);
		(void)t24;
		++pass20;
	}
	return 0;
}
