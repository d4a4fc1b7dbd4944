// cudagen 0.1 seed 1835 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,host_function,main,constexpr_var,auto_var,if,do_while,goto,static_assert,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,cast_c,sizeof,lambda,lambda_capture_value,macro_object,macro_paste,pp_if
#include "prelude.cuh"

#define WARPS_1 32
#define NUM_ITERS_2 16
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#if WARPS_1 % 2 == 0 || WARPS_1 < 4
#define CONFIG_6 6
#else
#define CONFIG_6 28
#endif
__global__ void stencil7(int len8) {
	int gid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	double prod10 = gid9;
	len8 = threadIdx.x % len8;
	double k11((blockDim.z + 0xF) - (gid9 & 61u));
	auto res12 = (WARPS_1 + gid9) ^ 43L;
	if ((gid9 / len8) <= prod10) {
		goto skip13;
	}
	if (res12 <= threadIdx.x) {
		return;
	}
skip13:;
}
__host__ __device__ unsigned short count14(double* __restrict__ data15, float* out16) {
	data15[3]--;
	data15[5]++;
	static_assert(sizeof(int) == 0x4, "bad config");
	constexpr double z17 = 16.625f;
	return out16[3];
}
__device__ __host__ float split18(long q19, double q20, long beta21) {
	--beta21;
	if ((NUM_ITERS_2 == beta21) || (q20 <= 4)) {
		goto done22;
	}
	if (q20 < 55) {
		return q19;
	}
	q20 = ((0b1001 - beta21) == q19) ? (q19 * (beta21 + q20)) : (beta21 - (54 + q20));
	if (q19 != 17) {
		return (beta21 & q19) | 9;
	}
done22:;
	return '\0' | q19;
}
short run_clamp23(long q24, int* buf25, double* __restrict__ out26) {
	auto lam27 = [=]() -> float {
		buf25[q24] = (((*out26) += out26[5], 18l) % (((*out26) != 24l) ? '\x7f' : (*buf25))) % CAT_5(q, 24);
		return *buf25;
	};
	out26[q24] = 3.5;
	int pass28 = 0x0;
	do {
		q24 = (*buf25) | pass28;
		q24 = CAT_5(q, 24);
		++pass28;
	} while (pass28 < pass28);
	int q29 = 32L;
	return out26[q24];
}
int main() {
	int count30 = 3225;
	count30 = (count30 * 63) | ((count30) * count30);
	constexpr long q31 = 0x16;
	count30 = (float)12.75f;
	count30 = CONFIG_6;
	stencil7<<<dim3(sizeof(float) * (WARPS_1 + (CONFIG_6 + (NUM_ITERS_2 + 10))), 1 << (CONFIG_6 + 1), CONFIG_6 + (NUM_ITERS_2 + (CONFIG_6 + 4))), 0x1 << CONFIG_6, 0x0>>>(0x9e0 + (count30 - CONFIG_6));
	return 0;
}
