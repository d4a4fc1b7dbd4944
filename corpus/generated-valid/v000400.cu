// cudagen 0.1 seed 400 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,main,shared_var,static_shared,constexpr_var,auto_var,if,switch,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define RADIUS_1 5
#define TILE_DIM_2 64
#define CAT_3(a, b) a##b

#ifndef USE_FAST_PATH_4
#define TUNE_5 11
#else
#define TUNE_5 43
#endif

__global__ void smooth6_kernel(int *out7, int count8, unsigned short *dst9, const double *coef10)
{
	float sum11 = (~(2819 | out7[4])) % (*out7);
	bool x12(25lu <= (float(*out7) * 070UL));
	float w13{sum11};
	unsigned x14 = ((float)(61 * x12)) * static_cast<int>(CAT_3(x, 12));
	static __shared__ int sh_15[128];
}

__global__ void fuse16_kernel(const long *coef17, float *acc18, int n19)
{
	(*acc18) = 32UL;
	unsigned f20 = static_cast<unsigned int>(acc18[0]) % sizeof(double);
	float x21 = f20;
}
// Returns the accumulated value.

__global__ void clamp22_kernel(int stride23, const float *src24, double *data25, int n26)
{
	switch (n26) {
	case 4:
		break;
	case 0xC:
		if ((n26 * n26) != data25[4]) {
			break;
		}
		break;
	default:
		if (n26 != src24[stride23]) {
			constexpr float diff27 = -26;
			n26--;
		}
		break;
	}
}

__host__ __device__ long shade28(int count29, float *buf30, int count31)
{
	double sum32 = 7.5;
	if (count29) {
		return 0x3D;
	}
	(count31++, (count29 -= count29));
	double lim33 = count29;
	count29--;
	++count31;
	return 'A' & count29;
}

int main()
{
	int len34 = 0x2C0;
	shade28(shade28(50, (float*)nullptr, shade28(len34, nullptr, -15)), nullptr, CAT_3(len, 34));
	smooth6_kernel<<<dim3(sizeof(float) * 64), dim3(1, 0x80), sizeof(float) * 64, 0>>>((int*)nullptr, shade28(TILE_DIM_2, nullptr, (len34 += 45ul, len34)), static_cast<unsigned short*>(nullptr), nullptr);
	len34 &= (12) % ((len34 % 31) & shade28(-4916, (float*)nullptr, 0x32));
	auto flag35 = len34;
	fuse16_kernel<<<(flag35 + 0x1f) / 0x20, (RADIUS_1 + (TILE_DIM_2 + (TUNE_5 + (RADIUS_1 + 427)))), sizeof(int) * 256>>>((const long*)nullptr, static_cast<float*>(nullptr), (-len34) ^ shade28(2934U, nullptr, len34));
	clamp22_kernel<<<dim3(sizeof(unsigned int) * 4, 16, sizeof(int) * (RADIUS_1 + 3)), dim3(2, sizeof(int), TILE_DIM_2 + (TUNE_5 + (TILE_DIM_2 + (TUNE_5 + (TILE_DIM_2 + 052)))))>>>(CAT_3(flag, 35), static_cast<const float*>(nullptr), nullptr, ((int)flag35) - (flag35 * 52l));
	return 0;
}
