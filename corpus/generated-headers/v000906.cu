// cudagen 0.2 seed 906 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,device_template_function,main,shared_var,static_shared,constexpr_var,if,switch,switch_fallthrough,ternary,compound_assign,bitwise,comparison,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_reinterpret,sizeof,macro_object,pp_ifdef,pp_if,comments,runtime_api,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <tuple>

#define CHUNK_1 8
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 11
#else
#define TUNE_5 47
#endif
#if (CHUNK_1 * 2) >= 55 && CHUNK_1 != 0
#define CONFIG_6 6
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_6 22
#endif
// Returns the accumulated value.

template <typename T>
__device__ __forceinline__ T grow7(T *__restrict__ dst8)
{
	constexpr int idx9 = -3816LL;
	switch (gridDim.y) {
	case 3 * 3:
		break;
	case 6:
		break;
	case sizeof(int) * 2: {
		(*dst8) = *dst8;
		__shared__ float sh_10;
		(void)sh_10;
		[[fallthrough]];
	}
	case 3:
		break;
	default: {
		static __shared__ long long sh_11;
		(void)sh_11;
		break;
	}
	}
	float x12{5.875F};
	(void)x12;
	T v13 = fmaxf(gridDim.x, threadIdx.z);
	return dst8[blockDim.x & 7] + (v13 += gridDim.x, idx9);
}

__global__ void __launch_bounds__(sizeof(unsigned int) * 256, 3) trace14(int *__restrict__ acc15, short q16, int len17, int lane18)
{
	unsigned i19 = threadIdx.x;
	if (i19 >= len17) {
		return;
	}
	static __shared__ int sh_20[256];
	(void)sh_20;
	acc15[6] ^= len17;
	const long *mid21 = reinterpret_cast<const long*>(acc15);
	(void)mid21;
	if (gridDim.x) {
		return;
	}
}

int main()
{
	int count22 = 3862;
	int device23 = 0;
	cudaGetDevice(&device23);
	cudaDeviceProp prop24;
	cudaGetDeviceProperties(&prop24, device23);
	int sms25 = prop24.multiProcessorCount + prop24.warpSize;
	if (((sms25 == sms25) ? '\0' : CONFIG_6) == sms25) {
		return sms25;
	}
	trace14<<<(8), TUNE_5 + (CHUNK_1 + (CHUNK_1 + 0b101)), 256>>>(nullptr, ((sms25 < sms25) ? count22 : 4) - (count22 * sms25), ((sms25 > TUNE_5) ? 4 : 21l) ^ 5, sqrtf(count22) - count22);
	return 0;
}
