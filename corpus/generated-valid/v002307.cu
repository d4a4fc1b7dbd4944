// cudagen 0.1 seed 2307 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,main,device_array,constexpr_var,auto_var,if,do_while,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,lambda,lambda_capture_ref,lambda_launch,macro_object,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 42
#endif
#if (BLOCK_SIZE_1 * 2) >= 10 && BLOCK_SIZE_1 != 0
#define CONFIG_6 6
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_6 29
#endif
#undef CONFIG_6
#define CONFIG_6 8
__device__ double d_sift7[8];
// NOTE: keep in sync with the host reference.

__device__ __noinline__ void score8(bool beta9) {
	if ((d_sift7[5] + beta9) != threadIdx.y)
		return;
	constexpr float e10 = 22.875F;
	auto y11 = ((60 * beta9) / (beta9 * CONFIG_6)) * (e10 / beta9);
	const double* val12 = static_cast<const double*>(nullptr);
	if (beta9 <= (*val12))
		return;
}
/* Returns the accumulated value. */

__global__ void split13(unsigned* buf14, int count15, int* data16, int stride17) {
	int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid18 >= count15)
		return;
	data16[gid18] |= -16;
	constexpr int u19 = 23;
	d_sift7[threadIdx.x] -= (gid18);
}

int main() {
	int count20 = 3242;
	auto step22 = [&](float tmp21) -> float {
		tmp21 *= 13.0f;
		split13<<<(count20 + 63) / 64, 512, sizeof(double) * 128, 0>>>((unsigned int*)nullptr, count20 * static_cast<char>(44), nullptr, (48 + count20) * (sizeof(int) * count20));
		return count20;
	};
	step22(count20);
	split13<<<(count20 + 255) / 256, TUNE_5 + 29>>>((unsigned*)nullptr, step22(count20), &count20, +(0b101 + count20));
	int w23 = 0;
	do {
		++count20;
		++w23;
	} while (w23 < 3);
	count20 ^= w23 + (w23 - static_cast<int>(w23));
	count20 = ((alignof(float) / w23) + (60 * w23)) - w23;
	return 0;
}
