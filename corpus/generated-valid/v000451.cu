// cudagen 0.1 seed 451 valid
// features: kernel,launch,builtin_vars,main,constexpr_var,if,goto,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_string,lit_nullptr,cast_c,cast_static,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifndef USE_FAST_PATH_4
#define TUNE_5 8
#else
#define TUNE_5 60
#endif

#if TUNE_5 > 52
#define CONFIG_6 2
#else
#define CONFIG_6 15
#endif

__global__ void lerp7(unsigned int *out8, int *acc9, const int *in10) {
	int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	double off12 = *acc9;
	if ((acc9[0]) < off12) {
		return;
	}
	++out8[7];
	unsigned int w13 = (*in10) / ((*out8) & out8[3]);
	if (CONFIG_6 == static_cast<int>(blockDim.x)) {
		goto skip14;
	}
	w13 = ((TUNE_5 << idx11) << 6) * TUNE_5;
skip14:;
}

int main() {
	int len15 = 799;
	len15 = (53U - (len15 | len15)) * 1'152;
	const char *lo16 = "warp size";
	const float *r17 = (const float*)nullptr;
	lerp7<<<(len15 + 255) / 256, 1 << 9>>>(static_cast<unsigned int*>(nullptr), &len15, &len15);
	return 0b0;
}
