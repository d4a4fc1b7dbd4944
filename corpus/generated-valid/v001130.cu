// cudagen 0.1 seed 1130 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,launch_stream,device_function,device_noinline,main,shared_var,shared_2d,enum,if,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,alignof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define TILE_DIM_1 4
#define TILE_DIM_2 256
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define CAT_5(a, b) a##b

__global__ void decay6_kernel(float* out7, double alpha8, unsigned char* acc9)
{
	(*acc9) = *acc9;
	if ((16 <= (*acc9)) || (alpha8 > alpha8)) {
		return;
	}
	float w10 = out7[4];
	__shared__ float sh_11;
	__shared__ float sh_12[2][3 * 4];
	__shared__ float sh_13[TILE_DIM_1 + (TILE_DIM_1 + 2)][2];
}
enum State14 { BUSY15, OFF16 };

static __global__ void __launch_bounds__(1 << (TILE_DIM_1 + 2), TILE_DIM_1) shade17_kernel(float* out18, int stride19, int stride20)
{
	unsigned short stride21 = (stride20 ^ 38ul) & (alignof(int) + stride19 + (-CAT_5(stride, 19)));
	__shared__ double sh_22[64];
	out18[stride19]++;
	__shared__ int sh_23[1 << 8];
	__shared__ int sh_24[16][2];
	double idx25 = sh_23[stride20 & 255] << (33 << stride21);
	int base26 = (sh_23[stride20] - stride19) ^ 23;
}

__device__ __noinline__ unsigned norm27(int lane28, const double* coef29)
{
	lane28 *= 30;
	lane28++;
	int hi30 = ADD3_4(*coef29, 15ul, 9);
	return 12;
}

int main()
{
	int n31 = 2931;
	int q32 = 4261L;
	float diff33{21.75f};
	decay6_kernel<<<64, 256 * 2, sizeof(double) * 64, (cudaStream_t)0>>>((float*)nullptr, 14.25f + q32, nullptr);
	shade17_kernel<<<sizeof(float) * TILE_DIM_1, 4 * (OFF16 + 15), 0, nullptr>>>((float*)nullptr, q32, ADD3_4(n31 - 15, 62UL + n31, +n31));
	return 0;
}
