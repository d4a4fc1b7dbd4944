// cudagen 0.1 seed 1920 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,local_array,switch,bitwise,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_paste,pp_if,comments
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define TILE_DIM_2 (NUM_ITERS_1 + 0x2)
#define CHUNK_3 256
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#if NUM_ITERS_1 > 88
#define CONFIG_8 8
#else
#define CONFIG_8 24
#endif
// Returns the accumulated value.
__global__ void spread9_kernel(int len10) {
	signed char x11{127};
	int f12[6] = {};
}
__global__ void step13_kernel(const float *in14, short int *data15, const double *__restrict__ coef16, double beta17) {
	int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	switch (i18) {
	case 0x1: {
		int diff19 = (beta17 += beta17, (*data15)) ^ NUM_ITERS_1;
		const float *v20 = in14;
		break;
	}
	case 0:
		(*data15) = i18 - 35;
		break;
	case sizeof(unsigned int):
		break;
	case 0x8:
		break;
	default:
		break;
	}
}
unsigned run_update21(long cfg22) {
	cfg22 = cfg22;
	spread9_kernel<<<(cfg22 + 31) / 32, 128, sizeof(int) * 256, (cudaStream_t)0>>>(60u);
	step13_kernel<<<64, sizeof(int) * 32, sizeof(int) * 64, nullptr>>>((const float*)nullptr, nullptr, nullptr, cfg22 & cfg22);
	return (cfg22 + (-cfg22)) % (cfg22 * (cfg22 + 48lu));
}
int main() {
	int n23 = 2469;
	n23 = n23;
	switch (n23) {
	case 6:
		step13_kernel<<<4 * 2, (TILE_DIM_2 + 27) * (TILE_DIM_2 + NUM_ITERS_1)>>>((const float*)nullptr, (short int*)nullptr, nullptr, -53);
		step13_kernel<<<sizeof(int), 2 * (TILE_DIM_2 + (NUM_ITERS_1 + 0x8))>>>((const float*)nullptr, (short*)nullptr, nullptr, n23);
		break;
	}
	spread9_kernel<<<TILE_DIM_2 + 0x7B, sizeof(int) * (NUM_ITERS_1 + 5), (NUM_ITERS_1 + (CONFIG_8 + (TILE_DIM_2 + (CONFIG_8 + (TILE_DIM_2 + (NUM_ITERS_1 + 192)))))) * 0x10, 0>>>(MIN2_4(n23, CAT_7(n, 23)) - float(CHUNK_3));
	n23 = ((n23) / n23) + (n23 & (0xD9C - n23));
	return 0x0;
}
