// cudagen 0.1 seed 1370 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,main,shared_var,shared_2d,extern_shared,auto_var,static_assert,bitwise,shift,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_c,sizeof,macro_object,macro_paste,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 6
#else
#define TUNE_4 22
#endif

#if (BLOCK_SIZE_1 * 2) >= 26 && BLOCK_SIZE_1 != 0
#define CONFIG_5 8
#else
#define CONFIG_5 19
#endif
// Computes one element per thread.

__global__ void pivot6(long *dst7)
{
	unsigned int i8 = threadIdx.x;
	dst7[2] = (((short)(*dst7)) + i8) & 19;
	__shared__ float sh_9[128];
	unsigned int cnt10 = i8;
	__shared__ int sh_11[(15)][3];
	auto q12 = 0xFF;
	q12 = cnt10;
}

static __global__ void __launch_bounds__(sizeof(unsigned int) * 64) count13_kernel(double *acc14, float a15, const double *input16, double alpha17)
{
	extern __shared__ int dyn_18[];
	int idx19 = (blockIdx.x * blockDim.x) + threadIdx.x;
	__shared__ size_t sh_20[256];
	static_assert(37 > 36, "expected value");
	__shared__ unsigned sh_21[sizeof(float) * 64];
	unsigned long f22 = sh_21[idx19];
	float idx23 = 19 + sh_21[139];
	float diff24 = a15;
	int base25('#');
}

int main()
{
	int count26 = 02440;
	++count26;
	count13_kernel<<<dim3(1 << 7, (count26 + 127) / 0x80, sizeof(unsigned int) * (CONFIG_5 + 8)), dim3(sizeof(unsigned int) * 0x2, (count26 + 0177) / 0x80), sizeof(float) * 32>>>((double*)nullptr, count26 - (count26 % count26), nullptr, count26);
	count26--;
	count26 = (-(count26 >> count26)) ^ 32U;
	pivot6<<<(count26 + 0x3f) / 64, (128), sizeof(float) * 0100>>>((long*)nullptr);
	--count26;
	return 0;
}
