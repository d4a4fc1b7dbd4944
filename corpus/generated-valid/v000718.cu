// cudagen 0.1 seed 718 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,namespace,if,for,goto,nested_block,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_char,lit_nullptr,cast_c,cast_reinterpret,sizeof,pp_ifdef,pp_undef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 57
#endif
#undef TUNE_4
#define TUNE_4 2

namespace math5 {
__global__ void tally6(int stride7, short *buf8, const int *__restrict__ coef9, const int *src10) {
	extern __shared__ float dyn_11[];
	double y12 = stride7;
	__shared__ unsigned int sh_13[256];
	if ((*buf8) <= sh_13[blockDim.x]) {
		goto out14;
	}
	stride7 = 46U;
out14:;
}

__global__ void __launch_bounds__(sizeof(int) * (TUNE_4 + 6)) accum15_kernel(int stride16, int *__restrict__ buf17) {
	int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid18 >= stride16) {
		return;
	}
	stride16 = stride16;
	{
		stride16 = blockDim.x;
		stride16 = TUNE_4 * gid18;
	}
	unsigned char *lim19 = reinterpret_cast<unsigned char*>(buf17);
}
} // namespace math5

unsigned char check_smooth20(float a21) {
	math5::accum15_kernel<<<TUNE_4 + 126, TUNE_4 + 0b11111110, 0>>>(4797u * a21, (int*)nullptr);
	a21++;
	float *v22 = &a21;
	return 047 + (*v22);
}

inline unsigned int check_probe23(const int *coef24, int len25, long long a26) {
	if ((*coef24) < 32) {
		goto done29;
	}
	for (int j27 = 0; j27 < len25; ++j27) {
		unsigned mid28 = check_smooth20((long long)(j27 / TUNE_4));
	}
	check_smooth20(check_smooth20(coef24[7] + TUNE_4));
done29:;
	return len25;
}

int main() {
	int n30 = 1'570;
	n30 = 5 - ((int)n30);
	for (int j31 = 0b0; j31 < n30; ++j31) {
		math5::tally6<<<512, TUNE_4 + (TUNE_4 + (TUNE_4 + (TUNE_4 + (TUNE_4 + 118))))>>>(n30 / (53 + n30), nullptr, &j31, &j31);
		if (n30 <= 43) {
			continue;
		}
	}
	n30 = n30;
	int acc32 = TUNE_4;
	return 0b0;
}
