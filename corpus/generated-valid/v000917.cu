// cudagen 0.1 seed 917 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_function,default_args,main,host_global,constexpr_var,local_array,enum,enum_class,if,if_else,if_init,for,pragma_unroll,do_while,switch,goto,nested_block,static_assert,compound_assign,bitwise,logical,comparison,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_value,lambda_mutable,lambda_launch,macro_object,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#if NUM_ITERS_1 % 2 == 0 || NUM_ITERS_1 < 4
#define CONFIG_4 2
#else
#define CONFIG_4 18
#endif
enum State5 : unsigned int { IDLE6, OFF7, ADD8 };
unsigned int check_scale9(float cfg10, double *acc11)
{
	State5 q12 = OFF7;
	int iter13 = 0;
	do {
		if (float res14 = (24.875F * (cfg10 + q12)) - q12; iter13 <= acc11[iter13]) {
			State5 q15 = OFF7;
			State5 hi16 = IDLE6;
		} else if (double r17{010357l}; ((r17 == cfg10) || (r17 == r17)) && ((acc11[0b110] - 11) > 20)) {
		} else {
		}
		++iter13;
	} while (iter13 < 12);
	return iter13;
}
__device__ long fuse18(int len19, int lane20, int count21 = 38U)
{
	int off22 = 2 - threadIdx.z;
	unsigned short s23(warpSize);
	{
		float val24[4]{52, 1.75F, 9.75f, 3.0f};
		val24[3] *= (static_cast<int>(57 / off22));
	}
	static_assert(sizeof(int) == 4, "expected value");
	return blockIdx.x;
}
unsigned int g_bias25[] = {20, 53UL, 2, 1, 021U, 47l};
static_assert(sizeof(int) == 4, "tile must fit");
enum class Axis26 { Busy27, Blue28, Add29 = 6, Idle30 };
__global__ void spread31(int count32)
{
	unsigned gid33 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid33 >= count32)
		return;
	#pragma unroll 8
	for (int j34 = 0; j34 < 0b101; j34 += 0b10) {
		if ((count32 >= count32) && ((-j34) == gridDim.x)) {
			int hi35 = count32;
		}
		count32 = (j34 - NUM_ITERS_1) + IDLE6;
	}
	count32 *= ((-count32) + blockDim.z) / (count32 - 13ul);
}
int host_scatter36(float *acc37, const double *src38)
{
	g_bias25[0] = static_cast<double>(g_bias25[3] + ((*acc37) - 7.5));
	g_bias25[4] %= 23;
	spread31<<<dim3(OFF7 + 31, 8, (OFF7 + OFF7) * 4), 256, 02000>>>((int)(4 * (*acc37)));
	auto lam40 = [=](int off39) mutable -> char {
		switch (off39 - 05643L) {
		case 6:
			spread31<<<(off39 + 31) / 32, (128)>>>(56LL);
			break;
		}
		off39 |= (static_cast<unsigned char>(OFF7) % (g_bias25[off39] - g_bias25[off39])) - (off39 - (off39 * g_bias25[1]));
		return src38[off39];
	};
	lam40(src38[7]);
	auto fn44 = [=](float lim41, signed char u42) {
		dim3 y43(OFF7, (256));
		acc37[u42] -= (signed char)lim41;
	};
	if (!((*src38) < 5)) {
		goto out45;
	}
	fn44(g_bias25[5], NUM_ITERS_1);
	acc37[1] = ((sizeof(int) - src38[7]) - (src38[5] * acc37[7])) + int(src38[6]);
	if ((g_bias25[1] / (*acc37)) > src38[2])
		return +src38[3];
out45:;
	return (g_bias25[0] += OFF7, (*src38));
}
int main()
{
	int count46 = 276;
	spread31<<<(count46 + 077) / 64, dim3((count46 + 63) / 64, ADD8 + 6), 0>>>(g_bias25[count46]);
	const char *v47 = "kernel\n";
	return 0;
}
