// cudagen 0.1 seed 563 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,main,constant_var,struct,aligned_struct,shift,incdec,member_access,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_string_concat,sizeof,macro_object,macro_function,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 5
#define BLOCK_SIZE_2 128
#define TILE_DIM_3 (128)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define ADD3_5(a, b, c) ((a) + (b) + (c))
#define CAT_6(a, b) a##b

#ifdef USE_FAST_PATH_7
#define TUNE_8 7
#else
#define TUNE_8 59
#endif
#undef TUNE_8
#define TUNE_8 2
// Helper used by the kernels below.

struct __align__(16) Particle9 {
	double count10;
	long long w11;
	unsigned int x12;
	float id13;
};
__constant__ Particle9 c_bias14 = {6.75, 57, 3, 1};

__global__ void __launch_bounds__(1 << (TUNE_8 + (TUNE_8 + 1))) shade15(float b16, float a17)
{
	b16--;
	a17 = c_bias14.x12;
	b16 = b16;
	short h18 = c_bias14.count10;
}

int main()
{
	int len19 = 502;
	const char *w20 = "path\\to" "_tail";
	++len19;
	shade15<<<sizeof(float) * 128, 0b100000 * 2, sizeof(float) * 64, 0>>>(1.f, (51u << w20[0]) + w20[1]);
	return 0;
}
