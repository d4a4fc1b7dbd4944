// cudagen 0.1 seed 2193 valid
// features: kernel,restrict_params,launch,launch_shared_mem,device_function,static_device_function,host_function,default_args,main,constexpr_var,if,goto,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 5
#else
#define TUNE_4 32
#endif

__global__ void scale5_kernel(const float* coef6, const long* __restrict__ input7, int* data8) {
	if (input7[4] != data8[4]) {
		(*data8)++;
		(*data8)--;
	}
	static_assert((TUNE_4 + 26) == 58);
	data8[4]++;
}

static __device__ void relax9(int n10) {
	n10--;
	if (n10 > n10) {
		goto finish12;
	}
	n10 >>= n10;
	if (n10 <= (n10 - n10)) {
		n10 = 34u;
		n10 %= (TUNE_4);
		int f11{6};
	}
	if (n10 <= n10) {
		return;
	}
finish12:;
}

void norm13(int stride14 = 0b110010LL) {
	constexpr double h15 = 0x1p0;
	char e16 = SQR_1(stride14);
}

int main() {
	int size17 = 3054;
	size17 -= size17 - sizeof(signed char);
	size17 += 11 + size17;
	if ((size17 += size17, 55) <= size17) {
		size_t z18 = (size17 - size17) << 3;
		float h19 = 30L;
	}
	scale5_kernel<<<(size17 + 127) / 128, 16 * 2, (TUNE_4 + 992)>>>((const float*)nullptr, (const long*)nullptr, &size17);
	return 0;
}
