// cudagen 0.1 seed 1642 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_noinline,host_device_function,main,constexpr_var,enum_class,using_alias,if,do_while,nested_block,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,alignof,macro_object,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 3

#ifdef USE_FAST_PATH_2
#define TUNE_3 3
#else
#define TUNE_3 20
#endif

#if BLOCK_SIZE_1 == 3
#define CONFIG_4 8
#else
#define CONFIG_4 16
#endif
enum class Phase5 : unsigned int { Blue6, Slow7 };

__device__ __noinline__ double update8(unsigned alpha9, double* out10)
{
	long idx11 = -0b100110;
	alpha9 >>= ((*out10) <= sizeof(char)) ? 49 : blockIdx.x;
	if (out10[2] < sizeof(float)) {
		return 24.25;
	}
	if (CONFIG_4 <= idx11) {
		return idx11;
	}
	unsigned int mid12 = idx11;
	out10[mid12 & 7] = gridDim.x + (3 + out10[alpha9]);
	return (((out10[idx11] - BLOCK_SIZE_1) * 2461L) >= (BLOCK_SIZE_1 | mid12)) ? ((5 - blockIdx.z) * (alpha9 - 2.)) : ((alignof(int) * alpha9) | (alpha9 - alpha9));
}

__device__ __host__ double shade13(long q14, const signed char* coef15)
{
	q14 = (TUNE_3);
	int pass16 = 0;
	do {
		q14 = 3UL;
		q14 &= ((((*coef15) != CONFIG_4) ? 1 : 0b11) - CONFIG_4) ^ (26lu - ((pass16 & 1) ? 50ul : q14));
		++pass16;
	} while (pass16 < 6);
	return BLOCK_SIZE_1;
}
// Helper used by the kernels below.

__global__ void __launch_bounds__(sizeof(int) * 128) count17(float beta18, const int* __restrict__ coef19, const double* src20)
{
	unsigned tid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
	beta18 *= ~((tid21 != TUNE_3) ? blockIdx.y : tid21);
	if ((beta18 * beta18) <= blockIdx.z) {
		return;
	}
	float k22 = (2 >> tid21) << coef19[4];
	char f23 = 127;
	int h24 = *coef19;
	k22 = *coef19;
}
using ptr25_t = int*;
/* Computes one element per thread. */

__device__ float accum26(Phase5 beta27, Phase5 cfg28, unsigned q29)
{
	beta27 = Phase5::Blue6;
	q29 |= CONFIG_4;
	{
		unsigned t30 = q29;
		q29 = 57 >> q29;
	}
	return threadIdx.x;
}

int main()
{
	int n31 = 4061;
	float hi32 = (unsigned char)(n31 % sizeof(int));
	n31 *= (int)(n31 & TUNE_3);
	hi32--;
	count17<<<sizeof(int) * (BLOCK_SIZE_1 + 29), sizeof(float) * 0b1000, sizeof(int) * (BLOCK_SIZE_1 + (TUNE_3 + (TUNE_3 + 21)))>>>(BLOCK_SIZE_1, (const int*)nullptr, nullptr);
	unsigned int e33 = (unsigned long)(n31 + (hi32 - n31));
	hi32 = 6.5f;
	return 0;
}
