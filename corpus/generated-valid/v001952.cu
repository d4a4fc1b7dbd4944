// cudagen 0.1 seed 1952 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,host_function,constexpr_function,main,shared_var,extern_shared,host_global,constexpr_var,local_array,if,for,while,switch,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,cast_c,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 3
#define TILE_DIM_2 16
#define SQR_3(x) ((x) * (x))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 2
#else
#define TUNE_8 46
#endif

#if (BLOCK_SIZE_1 * 2) >= 27 && BLOCK_SIZE_1 != 0
#define CONFIG_9 4
#else
#define CONFIG_9 29
#endif

__host__ __device__ int blend10(int len11, char b12)
{
	for (int it13 = 0; it13 < 2; it13 += 2) {
		int cnt14 = len11;
		++len11;
	}
	long val15 = SQR_3(b12);
	return 0x4 * (len11 + ((val15 <= b12) ? len11 : len11));
}

__global__ void __launch_bounds__(sizeof(unsigned int) * 16) spread16(int n17)
{
	int w18 = 0;
	while (w18 < w18) {
		n17 = blend10((n17 += BLOCK_SIZE_1, (+gridDim.x)), blend10(w18, 20) >> (n17 + 0x1d));
		n17 = n17;
		++w18;
	}
	++n17;
	unsigned char diff19 = w18;
	int e20 = (TUNE_8 - threadIdx.y) - blend10(0x22, BLOCK_SIZE_1);
}

constexpr __host__ __device__ int filter21(int stride22, long beta23)
{
	beta23 %= beta23;
	float h24 = BLOCK_SIZE_1;
	return stride22;
}
static float g_count25;

__global__ void relax26_kernel(int *dst27, int stride28)
{
	extern __shared__ int dyn_29[];
	double f30[2] = {};
	int lim31 = filter21(stride28, (stride28 += f30[stride28], dyn_29[stride28]) + ((*dst27) + stride28));
	switch (lim31) {
	case 1 << 3:
		(stride28--, (stride28 *= (*dst27) >> filter21(filter21(stride28, f30[threadIdx.x]), dst27[0] + 0)));
		if (stride28 >= 3)
			break;
		break;
	case 0x2:
		++dyn_29[3];
		break;
	case 10:
		break;
	default:
		break;
	}
}

__global__ void __launch_bounds__(32 * (TUNE_8 + (TUNE_8 + 4)), 3) march32(int count33, int *__restrict__ out34)
{
	extern __shared__ unsigned dyn_35[];
	unsigned long m36[(4)] = {63, 0x2u};
	unsigned long tmp37 = filter21(out34[count33] * (dyn_35[6] + dyn_35[0b110]), (m36[count33] + gridDim.x) * (count33 * out34[count33]));
}

float run_pack38(int lane39)
{
	march32<<<(2), dim3(0b10 * (TUNE_8 + (TUNE_8 + (TUNE_8 + 0b10))), (lane39 + 127) / 0b10000000, TUNE_8 + 0xFE), 0>>>((lane39 += lane39, (g_count25)), &lane39);
	g_count25 = (g_count25 >= blend10(g_count25, lane39)) ? TILE_DIM_2 : (lane39 - filter21(CAT_6(lane, 39), g_count25));
	g_count25 /= g_count25;
	lane39 %= -56;
	return CAT_6(lane, 39);
}

int main()
{
	int n40 = 77;
	for (int n41 = 15; n41 > 0x0; --n41)
		relax26_kernel<<<dim3((n41 + 0177) / 128, (n41 + 63) / 64), sizeof(float) * 0x10>>>(&n40, n40 - BLOCK_SIZE_1);
	n40 *= SQR_3(filter21((long)g_count25, filter21(CAT_6(n, 40), n40)));
	n40--;
	n40 += g_count25;
	spread16<<<(4), dim3((64), (n40 + 0b11111) / 32), (CONFIG_9 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (TILE_DIM_2 + (CONFIG_9 + (BLOCK_SIZE_1 + 0x1ad)))))) * 0x2>>>((n40 + sizeof(int)) << n40);
	return 0x0;
}
