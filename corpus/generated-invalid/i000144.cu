// cudagen 0.1 seed 144 invalid:multicharacter_literal
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,host_function,constexpr_function,default_args,main,constexpr_var,enum_class,if,nested_block,static_assert,compound_assign,comparison,comma,address_of,lit_int_suffix,lit_float,lit_char,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define TILE_DIM_1 3
#define RADIUS_2 64
#define SQR_3(x) ((x) * (x))
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define CAT_5(a, b) a##b
enum class Phase6 : unsigned int { Low7, On8, Off9 = 4 };
/* Returns the accumulated value. */
constexpr __host__ __device__ int shade10(int lane11, char beta12) {
	double u13 = 6.75;
	return 44ll;
}
__global__ void shade14_kernel(int lane15, int* dst16) {
	unsigned idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx17 >= lane15) {
		return;
	}
	static_assert(TILE_DIM_1 > 2, "size check");
	(*dst16) = 44;
}
float run_warp18(int stride19, int count20 = 54) {
	count20 += stride19;
	stride19 = 39L;
	if (stride19 < 'A') {
		return (count20 += RADIUS_2, 1.375f);
	}
	return 31;
}
int main() {
	int count21 = 597;
	int tag23 = 'ab';
	count21 -= count21;
	{
		dim3 diff22 = dim3((RADIUS_2 + RADIUS_2), 32 * (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + 7))));
		shade14_kernel<<<diff22, RADIUS_2, sizeof(double) * 256>>>(count21, &count21);
	}
	return 0;
}
