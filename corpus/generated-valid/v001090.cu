// cudagen 0.1 seed 1090 valid
// features: kernel,launch_bounds,restrict_params,launch,builtin_vars,host_device_function,main,shared_var,host_global,local_array,auto_var,if,if_else,if_init,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,cast_c,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
const int g_pack3 = 30;
__host__ __device__ unsigned short reduce4(int len5, char *__restrict__ data6, int count7)
{
	if (((short)len5) > (2375lu * len5)) {
		float w8[(8)] = {-12.25F, 4.875F, 608};
	} else {
		data6[count7] = ((*data6) | (*data6)) + ((sizeof(double) & len5) * (data6[count7] + data6[len5]));
	}
	return +(7 - count7);
}
__global__ void __launch_bounds__(sizeof(float) * 32) score9(int *buf10)
{
	int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(*buf10) = 0b110011u + i11;
	double lo12 = -5;
	int prod13 = lo12;
	__shared__ int sh_14[64];
	if (char u15 = 50L - (buf10[prod13] % (prod13 & sh_14[i11])); ((sh_14[i11 & 63] % 46) & 11) != (4 % buf10[7])) {
		auto tmp16 = (4 & ((*buf10) * 49)) + 072LL;
	}
	if ((i11 | 52l) <= blockDim.x) {
		return;
	}
}
int main()
{
	int count17 = 2296;
	if (g_pack3 >= (count17 | 11)) {
		return (g_pack3);
	}
	score9<<<16, 0400>>>(&count17);
	return 0;
}
