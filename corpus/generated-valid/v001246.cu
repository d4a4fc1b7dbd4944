// cudagen 0.1 seed 1246 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,main,constexpr_var,if,bitwise,logical,comparison,incdec,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_if,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#if (NUM_ITERS_1 * 2) >= 49 && NUM_ITERS_1 != 0
#define CONFIG_5 1
#else
#define CONFIG_5 18
#endif
#undef CONFIG_5
#define CONFIG_5 8

__device__ __noinline__ short pack6(float a7, float q8) {
	int v9 = ' ';
	long flag10 = static_cast<char>(a7 - NUM_ITERS_1) * (NUM_ITERS_1 | v9);
	flag10--;
	short prod11(q8);
	a7 = threadIdx.x;
	float x12 = q8;
	prod11 = (CONFIG_5);
	return 14;
}

__global__ void merge13_kernel(int len14, char beta15) {
	int idx16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	beta15 = MIN2_2(len14 / beta15, len14 - (idx16 & beta15));
	constexpr int u17 = 0x408U;
}

int main() {
	int n18 = 2730;
	if (!(n18 <= 034u)) {
		return 0xCUL;
	}
	n18 = n18;
	merge13_kernel<<<CONFIG_5 + (NUM_ITERS_1 + 0xf4), (NUM_ITERS_1 + (NUM_ITERS_1 + 120)) * 4, sizeof(double) * 0x20, nullptr>>>((n18), (n18));
	return 0;
}
