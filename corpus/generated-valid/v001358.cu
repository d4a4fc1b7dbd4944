// cudagen 0.1 seed 1358 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,constexpr_function,main,constexpr_var,if,if_else,for,nested_block,static_assert,ternary,compound_assign,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_string,lit_string_prefix,lit_nullptr,cast_c,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define RADIUS_2 64
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define MOD8_4(x) ((x) % 8)
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b
#define USE_FAST_PATH_9
#ifdef USE_FAST_PATH_9
#define TUNE_10 11
#else
#define TUNE_10 25
#endif
#if (RADIUS_2 * 2) >= 60 && RADIUS_2 != 0
#define CONFIG_11 7
#else
#define CONFIG_11 28
#endif
void run_weigh12(int n13, double q14, float *out15) {
	for (int n16 = 0; n16 < n13; n16++) {
		const char *val17 = u8"kernel\n";
	}
	long idx18 = TUNE_10;
	const char *lo19 = u8"ok";
	{
		unsigned short cnt20 = (57U);
		q14 /= q14 + CAT_8(idx, 18);
	}
}
static __global__ void kick21(const long *__restrict__ in22, int lane23) {
	if (((in22[5] + 3LL) * (lane23 + (*in22))) > (58ul - in22[threadIdx.x])) {
		int hi24 = -2110L;
		if (hi24 <= hi24) {
			return;
		}
		if (MOD8_4(*in22)) {
			return;
		}
	}
}
constexpr int check_reduce25(int count26) {
	return (0b111 == (((int)count26) * (count26 - RADIUS_2))) ? ((count26 - count26) + CAT_8(count, 26)) : count26;
}
int main() {
	int count27 = 687;
	kick21<<<64 * (CONFIG_11 + 1), 256, 4096>>>((const long*)nullptr, MIN2_3(count27, 062));
	if (count27 <= count27) {
		if (count27 != count27) {
			static_assert(3 == 0x3);
		}
	} else {
		count27 = count27;
	}
	return 0;
}
