// cudagen 0.1 seed 2316 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,main,constexpr_var,auto_var,switch,bitwise,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,macro_object,macro_paste,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 4
#define NUM_ITERS_2 128
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 13
#else
#define TUNE_8 57
#endif
#undef NUM_ITERS_2
#define NUM_ITERS_2 2

__global__ void fold9(long long b10, int lane11, const double *input12, int stride13) {
	int v14 = 17;
	switch (b10 * lane11) {
	case NUM_ITERS_2 * (NUM_ITERS_2 + 1): {
		--lane11;
		auto v15 = (0xelu - (stride13 + 0b11011)) / (lane11 / BLOCK_SIZE_1);
		break;
	}
	case (5):
		break;
	case (NUM_ITERS_2 + (NUM_ITERS_2 + NUM_ITERS_2)) * 0b10: {
		double v16{20UL};
		unsigned long y17 = 0x60f;
		break;
	}
	}
	unsigned w18 = 14U;
}

template <typename T, typename U>
__global__ void reduce19_kernel(const T *coef20, float q21, unsigned char *acc22, float *buf23) {
	int z24 = 0x8;
	buf23[1] = (acc22[6] | (acc22[z24] + acc22[7])) * ((61u - acc22[z24 & 7]) | acc22[z24 & 7]);
	float off25 = q21;
	--q21;
	buf23[0x2] = -11.625f;
}

int main() {
	int n26 = 2'428;
	unsigned int off27 = (n26 - n26) + CAT_6(n, 26);
	n26 = ((n26 + 5U) | (NUM_ITERS_2 & n26)) / n26;
	n26--;
	fold9<<<(n26 + 255) / 256, (BLOCK_SIZE_1 + 252)>>>(off27, +(057u + n26), nullptr, (60 - off27) + (NUM_ITERS_2 + off27));
	reduce19_kernel<int, unsigned int><<<0x4, (64)>>>(nullptr, off27 * (n26 | 3726), (unsigned char*)nullptr, nullptr);
	return 0x0;
}
