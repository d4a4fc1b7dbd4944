// cudagen 0.1 seed 388 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,host_device_function,constexpr_function,main,managed_var,constexpr_var,if,if_else,comparison,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,macro_function,macro_paste,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 8
#else
#define TUNE_4 50
#endif
#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 4
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 12
#endif
// Returns the accumulated value.

constexpr __host__ __device__ int sweep6(int count7, float q8) {
	return (count7) + q8;
}
__managed__ char m_tile9 = 58;

__global__ void bump10(float *out11, const double *coef12, float b13, signed char *acc14) {
	int idx15 = threadIdx.x;
	const short *diff16 = reinterpret_cast<const short*>(acc14);
	if ((out11[threadIdx.x] += TUNE_4, 38) != 22L) {
		int s17 = b13;
		int off18 = static_cast<double>(blockDim.x);
	} else {
		m_tile9 = diff16[idx15];
	}
}

int main() {
	int len19 = 1626;
	unsigned flag20 = len19;
	float stride21 = flag20 * 8.125f;
	if (ADD3_1(m_tile9, m_tile9, 28) <= flag20) {
		if ((stride21 * m_tile9) <= 33L) {
			return 0b101000;
		}
		bump10<<<TUNE_4 + 206, (512), (4096)>>>(&stride21, nullptr, static_cast<unsigned>(037L), (signed char*)nullptr);
	}
	len19 = flag20 + CAT_2(stride, 21) + (m_tile9 * int(30ul));
	return 0;
}
