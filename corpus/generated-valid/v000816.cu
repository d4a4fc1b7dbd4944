// cudagen 0.1 seed 816 valid
// features: kernel,launch,launch_dim3,builtin_vars,main,constexpr_var,for,compound_assign,bitwise,shift,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_string,lit_string_prefix,lit_nullptr,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define WARPS_1 16
#define CHUNK_2 4
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#ifndef USE_FAST_PATH_7
#define TUNE_8 12
#else
#define TUNE_8 28
#endif

#if CHUNK_2 > 108
#define CONFIG_9 5
#else
#define CONFIG_9 21
#endif
#undef CONFIG_9
#define CONFIG_9 12

__global__ void kick10(int len11, int n12, const int *src13) {
	float w14 = len11 >> 1;
	ACCUM_4(n12, (1 - ((-len11) - threadIdx.x)));
}

int main() {
	int count15 = 3971;
	const char *idx16 = u8"x=%d";
	for (int j17 = 0; j17 < count15; ++j17) {
		kick10<<<dim3((j17 + 0x1F) / 32), sizeof(int) * 8>>>(TWICE_PLUS_3(j17 - 7, CONFIG_9), TWICE_PLUS_3(-idx16[1], count15 >> idx16[1]), nullptr);
		for (int i18 = 0b0; i18 < j17; ++i18) {
			count15 = count15;
			count15 %= 4546 - idx16[0];
		}
	}
	return 0;
}
