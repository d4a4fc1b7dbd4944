// cudagen 0.1 seed 1038 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,shared_var,extern_shared,const_local,compound_assign,bitwise,shift,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_digit_separator,lit_nullptr,cast_c,sizeof,macro_function
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define HALF_2(x) ((x) / 2)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
__global__ void trace5_kernel(float *__restrict__ acc6)
{
	extern __shared__ long dyn_7[];
	unsigned int i8 = threadIdx.x;
	dyn_7[0] = (blockDim.z + dyn_7[4]) % (0x6cc * (dyn_7[i8] | dyn_7[i8]));
	dyn_7[i8 & 7] -= threadIdx.x + threadIdx.x;
	__shared__ float sh_9;
}
constexpr int host_tile10(int n11)
{
	return (n11 ^ 0b1010) * n11;
}
void host_decay12(int lane13, const signed char *src14)
{
	trace5_kernel<<<128 * 0x2, (512), 1024, 0>>>(nullptr);
	lane13 = 31 - src14[0];
	float flag15(2'007);
}
int main()
{
	int count16 = 0xFA7;
	--count16;
	trace5_kernel<<<256, 1 << 0b1000, sizeof(double) * 32, 0>>>(nullptr);
	count16 &= count16 ^ ((unsigned char)0x38);
	const int v17 = sizeof(float) % count16;
	count16 -= v17;
	count16 = (1);
	return 0;
}
