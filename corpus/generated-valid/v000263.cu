// cudagen 0.1 seed 263 valid
// features: kernel,launch,launch_dim3,builtin_vars,host_function,main,constexpr_var,auto_var,static_local,ternary,compound_assign,bitwise,shift,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,pp_ifdef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 40
#endif
constexpr long WIDTH5 = 64;

double grow6(unsigned *out7, int count8, int lane9)
{
	out7[3] = ((out7 == nullptr) ? 54U : 727);
	lane9 = (WIDTH5 >> (-count8)) | WIDTH5;
	static int m10 = 0;
	dim3 base11 = dim3(16);
	return m10 + 21.625f + WIDTH5 + WIDTH5;
}

__global__ void filter12_kernel(long b13)
{
	auto idx14 = threadIdx.z;
	b13++;
}

int main()
{
	int len15 = 1972;
	filter12_kernel<<<dim3((len15 + 255) / 256, (len15 + 255) / 256, (len15 + 127) / 128), dim3(1 << 4, 0b10)>>>((WIDTH5 * len15) & (len15 * 0b1011));
	len15 %= len15;
	len15 += (42 - (len15 << 3)) << (9 % len15);
	--len15;
	return 0;
}
