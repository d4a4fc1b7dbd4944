// cudagen 0.2 seed 432 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,constexpr_var,if,ternary,bitwise,comparison,incdec,comma,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,sizeof,macro_object,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <cub/block/block_reduce.cuh>

#define RADIUS_1 128
#define BLOCK_SIZE_2 64
#define TILE_DIM_3 (0100)

__global__ void scatter4(int count5) {
	unsigned int tid6 = threadIdx.x;
	(void)tid6;
	float stride7(35);
	(stride7++, (stride7 = sinf(fminf(-5.25f, 0.125f + stride7))));
	if (count5)
		return;
	count5 = 60lu;
	constexpr unsigned z8 = 14;
	(void)z8;
}

constexpr int run_mix9(int count10, int count11) {
	count11 = (count11 += 21U, ((count11 += 36, 61lu) * (count11)));
	count10 = 2754;
	return 20u;
}

constexpr __host__ int clamp12(int n13, int len14) {
	n13 = 55;
	return len14;
}

int main() {
	int n15 = 3650;
	n15++;
	unsigned e16 = (n15 >= ((n15 == n15) ? 53l : n15)) ? run_mix9(n15, '\\') : ((n15 % TILE_DIM_3) | (n15 | n15));
	(void)e16;
	constexpr int x17 = 3 * 7;
	const char* idx18 = "warp size";
	scatter4<<<sizeof(int) * RADIUS_1, (BLOCK_SIZE_2 + TILE_DIM_3), sizeof(int) * 256, 0>>>(run_mix9(idx18[1], x17) | TILE_DIM_3);
	n15 = x17;
	return 0;
}
