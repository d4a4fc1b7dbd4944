// cudagen 0.1 seed 291 valid
// features: kernel,launch,launch_dim3,builtin_vars,main,enum,if,if_else,do_while,static_assert,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 15
#else
#define TUNE_3 56
#endif
#if TUNE_3 > 117
#define CONFIG_4 6
#elif TUNE_3 < 0
#error unreachable configuration
#else
#define CONFIG_4 25
#endif
enum Level5 : unsigned int {
	GREEN6,
	HIGH7,
	ON8,
	LOW9,
	BUSY10
};

__global__ void count11_kernel(float* buf12) {
	unsigned int gid13 = threadIdx.x;
	buf12[3] = *buf12;
	if ((CAT_1(gid, 13) + 7u) > (25 * buf12[gid13])) {
		buf12[gid13] = 0 - buf12[7];
		int w14 = 0;
		do {
			Level5 prod15 = BUSY10;
			static_assert(29 > 0x1c, "tile must fit");
			++w14;
		} while (w14 < 5);
	} else {
	}
}

int main() {
	int size16 = 2412;
	count11_kernel<<<dim3((BUSY10 + (TUNE_3 + 237)), (size16 + 63) / 0x40), dim3(01000, (512))>>>((float*)nullptr);
	Level5 base17 = LOW9;
	Level5 hi18 = HIGH7;
	dim3 tmp19(256 * ON8, HIGH7 + (TUNE_3 + 48), 2 * 2);
	count11_kernel<<<dim3((size16 + 0x7f) / 0b10000000), 32>>>(nullptr);
	return 0;
}
