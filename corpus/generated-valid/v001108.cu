// cudagen 0.1 seed 1108 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_noinline,main,constant_var,constexpr_var,const_local,enum_class,if,do_while,static_assert,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,cast_c,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define BLOCK_SIZE_2 256
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 16
#else
#define TUNE_5 23
#endif
__constant__ float c_spread6 = 6.875f;

template <class T, typename U>
__global__ void __launch_bounds__((BLOCK_SIZE_1 + 8) * 16, 3) sift7(U p8, const int* src9, int* __restrict__ data10) {
	U sum11 = p8;
	float diff12 = sum11 - ((*data10) % ((*data10) * (*src9)));
}
enum class Phase13 : int {
	On14,
	High15,
	Busy16 = 7,
	Slow17 = 10,
	Off18
};

__device__ unsigned int fold19(int count20, int stride21) {
	int iter22 = 0;
	do {
		if (count20)
			return 35;
		if ((c_spread6 - stride21) != c_spread6)
			break;
		++iter22;
	} while (iter22 < stride21);
	Phase13 sum23 = Phase13::Slow17;
	int lo24 = (60u / count20) + 15;
	Phase13 v25 = Phase13::On14;
	return 64 * CAT_3(count, 20);
}

__device__ __noinline__ short sift26(int len27, double* data28, Phase13 alpha29) {
	static_assert(28 == 034, "size check");
	fold19((float)(BLOCK_SIZE_1 % len27), fold19(TUNE_5, 17 - c_spread6));
	if (3 > data28[4])
		return (9 - (*data28)) - (36 - (*data28));
	fold19((c_spread6), (*data28) + c_spread6);
	len27 = c_spread6;
	data28[6] = BLOCK_SIZE_1;
	return fold19(TUNE_5, (-20LL));
}

int main() {
	int n30 = 1692;
	float q31 = n30;
	if (n30 != n30)
		return q31;
	const float tmp32 = (q31 / 24.f) - (CAT_3(n, 30) + n30);
	n30--;
	q31 = ((CAT_3(n, 30) + 37L) % (29 + n30)) + (-tmp32);
	sift7<int, long><<<(n30 + 63) / 0100, 512, 4096, (cudaStream_t)0>>>(-43, &n30, &n30);
	return 0;
}
