// cudagen 0.2 seed 317 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,main,constexpr_var,local_array,if,while,bitwise,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,cast_functional,cast_static,sizeof,macro_object,pp_ifdef,if_constexpr,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <cooperative_groups.h>

#define TILE_DIM_1 64
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 7
#else
#define TUNE_3 42
#endif

__global__ void score4_kernel(int count5, int count6, const float *coef7, float *data8) {
	data8[count5 & 7] = (39);
	int w9 = 0;
	while ((w9 < 16) && (w9 * sizeof(int))) {
		int w10 = 0;
		while ((w10 < w9) && w9) {
			count6 = int(-count5);
			int diff11[5]{35L, 0x3A, count6, -24, 7};
			(void)diff11;
			if constexpr (sizeof(void *) == 8) {
			} else {
			}
			++w10;
		}
		++w9;
	}
}

int main(void) {
	int size12 = 796;
	float w13 = size12;
	if (fabsf(static_cast<double>(w13)) < (w13 - w13)) {
		if (0x26 > w13)
			score4_kernel<<<(1), dim3(0x4 * (TUNE_3 + 9), TUNE_3 + 0x1), 0, nullptr>>>(sinf(size12), w13, &w13, &w13);
		score4_kernel<<<dim3((TUNE_3 + 1) * (TUNE_3 + 1), (size12 + 255) / 256, 1), (TUNE_3 + (TUNE_3 + 18))>>>(0x5 & size12, ceilf(TUNE_3), &w13, &w13);
	}
	return 0;
}
