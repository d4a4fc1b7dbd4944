// cudagen 0.1 seed 1104 valid
// features: kernel,launch,launch_dim3,main,local_array,if,for,pragma_unroll,comparison,lit_int_hex,lit_float,sizeof,macro_paste,macro_statement,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

#ifndef USE_FAST_PATH_3
#define TUNE_4 6
#else
#define TUNE_4 39
#endif
#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 4
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 17
#endif
#undef CONFIG_5
#define CONFIG_5 48

__global__ void warp6(bool b7) {
	#pragma unroll 4
	for (int n8 = 0; n8 < 12; ++n8) {
		float h9 = b7;
		float z10[2]{h9, 3.5f};
	}
}

int main() {
	int n11 = 0x8f;
	if (sizeof(float) == CAT_2(n, 11)) {
		return (sizeof(unsigned) - n11) + (sizeof(float) * n11);
	}
	dim3 base12 = dim3(0x2, sizeof(unsigned int) * 64, (n11 + 31) / 0x20);
	warp6<<<(n11 + 63) / 64, sizeof(int) * 32>>>(n11 < (n11));
	return 0;
}
