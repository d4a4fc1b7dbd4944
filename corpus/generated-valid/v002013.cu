// cudagen 0.1 seed 2013 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,local_array,if,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,lambda,lambda_capture_value,pp_ifdef,pp_if
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 14
#else
#define TUNE_4 24
#endif

#if (TUNE_4 * 2) >= 8 && TUNE_4 != 0
#define CONFIG_5 5
#else
#define CONFIG_5 26
#endif

static __global__ void merge6_kernel(int count7, int len8) {
	unsigned gid9 = threadIdx.x;
	count7 = '0';
	len8--;
	if ((gid9 >= gid9) || (count7 != count7))
		return;
	double z10[CONFIG_5] = {6.75F, static_cast<double>(count7 % len8)};
	if (count7 == z10[1])
		return;
	len8 = 44ull;
	char val11[4] = {};
}

void host_norm12(unsigned short a13, unsigned int* out14, const int* __restrict__ src15) {
	merge6_kernel<<<(4), (CONFIG_5 + 0x7b)>>>(src15[a13], src15[a13]);
	merge6_kernel<<<32, (CONFIG_5 + 507), 0>>>(TUNE_4, (src15[a13] + (*src15)) * ((float)src15[a13]));
	size_t sum16[8]{36ul, 28, '#', 4UL, 0x1137U, 44, ' ', static_cast<size_t>(28)};
	merge6_kernel<<<0x80 * 4, 512, CONFIG_5 + 251>>>(out14[a13], a13 / (*src15));
}

int main(void) {
	int size17 = 299;
	if (25 < size17)
		return (size17);
	int z18[4] = {0x1228};
	auto op21 = [=](unsigned int e19, float hi20) -> unsigned int {
		e19--;
		host_norm12((long)(e19 * size17), &e19, static_cast<const int*>(nullptr));
		return hi20 / size17;
	};
	merge6_kernel<<<2, 128, 0x0, 0>>>(op21(size17, z18[size17]) + op21(z18[2], 6.0f), (-z18[0b0]) * (size17 / CONFIG_5));
	merge6_kernel<<<(size17 + 0x1f) / 32, 32, 0x400>>>((z18[size17]) + size17, (char)z18[size17]);
	return 0;
}
