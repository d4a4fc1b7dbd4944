// cudagen 0.1 seed 1682 valid
// features: kernel,restrict_params,launch,host_function,main,shared_var,static_shared,constexpr_var,local_array,if,switch,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_string,lit_nullptr,cast_c,cast_static,lambda,lambda_capture_value,lambda_generic,lambda_launch,macro_object,macro_function,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define CHUNK_1 16
#define MOD8_2(x) ((x) % 8)
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 13
#else
#define TUNE_6 22
#endif

#if (TUNE_6 * 2) >= 52 && TUNE_6 != 0
#define CONFIG_7 3
#else
#define CONFIG_7 9
#endif
#undef TUNE_6
#define TUNE_6 12

__global__ void tally8_kernel(const long *in9, int lane10, const int *coef11) {
	lane10 = (*coef11) - in9[lane10];
	lane10++;
	switch (CAT_4(lane, 10)) {
	case 12: {
		char idx12[2 * 2] = {};
		static __shared__ float sh_13[8];
		break;
	}
	case 10:
		break;
	case 7:
		break;
	default:
		break;
	}
}

unsigned long check_count14(const unsigned int *__restrict__ input15) {
	auto op19 = [=](auto mid16, auto acc17) {
		const char *s18 = "\x41\102";
		acc17++;
		tally8_kernel<<<1, 64>>>(nullptr, 36 + TWICE_PLUS_3(mid16, 010), static_cast<const int*>(nullptr));
		return mid16 * 2;
	};
	op19(static_cast<int>(input15[5]), 7);
	tally8_kernel<<<4, 1 << 6>>>((const long*)nullptr, *input15, nullptr);
	switch (*input15) {
	case 9: {
		char s20 = ((*input15) / (127l)) * (op19(static_cast<int>(input15[6]), 7) + TUNE_6);
		break;
	}
	case 11:
		break;
	case (2):
		break;
	}
	return input15[0];
}

int main(void) {
	int len21 = 1605;
	len21 ^= len21;
	tally8_kernel<<<(len21 + 31) / 32, (64)>>>(nullptr, (CONFIG_7 + len21) ^ 'z', static_cast<const int*>(nullptr));
	const char *lo22 = "warp size";
	if (len21 < lo22[0]) {
		return len21;
	}
	tally8_kernel<<<(len21 + 255) / 256, (CHUNK_1 + 16)>>>(static_cast<const long*>(nullptr), 2, &len21);
	return 0;
}
