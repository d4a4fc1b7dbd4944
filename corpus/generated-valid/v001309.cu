// cudagen 0.1 seed 1309 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_array,shared_var,constexpr_var,if,if_else,compound_assign,bitwise,comparison,incdec,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define RADIUS_1 32
#define TILE_DIM_2 128
#define NUM_ITERS_3 (8)
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define TWICE_PLUS_5(a, b) (2 * (a) + (b))
#define CAT_6(a, b) a##b
__global__ void scale7(int n8)
{
	int i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i9 >= n8) {
		return;
	}
	n8 &= (long)44U;
	int t10 = ADD3_4(warpSize - n8, 9, CAT_6(n, 8));
	__shared__ double sh_11;
}
__device__ float d_step12[4] = {'\\'};
__host__ long bias13(int n14)
{
	scale7<<<sizeof(int) * 16, 64, 0, 0>>>(35UL / n14);
	if (((long long)n14) <= n14) {
		return 026;
	}
	scale7<<<1, (256), sizeof(unsigned int) * (RADIUS_1 + RADIUS_1), (cudaStream_t)0>>>(n14 - 38);
	if (44u >= (n14 + n14)) {
		return 47;
	}
	n14 %= 22;
	return NUM_ITERS_3;
}
int main()
{
	int count15 = 2376;
	if ((count15 - 0ULL) == (count15 + 8)) {
		--count15;
	} else {
		count15 *= ADD3_4(int(count15) + (count15 / RADIUS_1), bias13((-24)), ADD3_4(count15 | 34, 4, bias13(count15)));
	}
	return 0x0;
}
