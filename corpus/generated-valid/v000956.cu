// cudagen 0.1 seed 956 valid
// features: kernel,launch,launch_shared_mem,main,local_array,const_local,static_local,if,while,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,alignof,lambda,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 7
#else
#define TUNE_3 36
#endif
#undef TUNE_3
#define TUNE_3 2

__global__ void trace4(int lane5, float *data6, const int *coef7) {
	signed char e8[6] = {0b101011};
	data6[lane5 & 0x7] += (60) & e8[lane5];
	--e8[lane5];
	if (lane5 == coef7[3]) {
		return;
	}
}

__global__ void merge9(const int *src10, int stride11) {
	unsigned int val12 = ((src10[5] | stride11) - (*src10)) + ((*src10) / stride11);
	val12 = (2621L * val12) | ((61 * val12) & (2 + CAT_1(stride, 11)));
	stride11 = (int(stride11) + sizeof(int)) / (CAT_1(stride, 11) & src10[4]);
	--val12;
	double mid13 = *src10;
	const int k14 = ((src10[0b110] / CAT_1(val, 12)) + (val12 - alignof(char))) * ((src10[val12] / src10[stride11]) * stride11);
	++val12;
}

__global__ void trace15_kernel(int *acc16) {
	++acc16[2];
	if ((*acc16) > (*acc16)) {
		return;
	}
	static_assert(sizeof(int) == 0x4, "size check");
}

int main(void) {
	int len17 = 2165;
	auto op18 = []() -> double {
		return 13.875;
	};
	static double lo19 = 2373;
	int w20 = 0x0;
	while (w20 < w20) {
		merge9<<<(w20 + 31) / 32, 01000, sizeof(int) * 256>>>((const int*)nullptr, CAT_1(w, 20));
		trace15_kernel<<<(len17 + 0x1f) / 040, 32 * 2, 0x1000>>>((int*)nullptr);
		++w20;
	}
	trace4<<<0x40, sizeof(float) * 0x10>>>((lo19 * (-0x0)) - len17, (float*)nullptr, nullptr);
	return 0;
}
