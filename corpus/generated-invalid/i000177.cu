// cudagen 0.1 seed 177 invalid:grid_constant_not_const
// features: kernel,launch_bounds,restrict_params,launch,device_function,main,shared_var,shared_2d,constexpr_var,auto_var,const_local,enum_class,using_alias,if,if_init,compound_assign,bitwise,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define TILE_DIM_1 16
#define NUM_ITERS_2 (3)
#define NUM_ITERS_3 5
#define SQR_4(x) ((x) * (x))
#define LOW_BITS_5(x) ((x) & 0xF)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define USE_FAST_PATH_8

#ifndef USE_FAST_PATH_8
#define TUNE_9 12
#else
#define TUNE_9 53
#endif
enum class State10 : unsigned char { High11 = 1, Busy12, Mul13 };

__global__ void __launch_bounds__(0x20) norm14_kernel(char *acc15, float *__restrict__ out16, int *acc17) {
	(*acc15) /= (acc17[0x4] += *out16, out16[1]);
	if (!out16) {
		short int lim18 = LOW_BITS_5(acc15[3]);
		acc15[lim18] *= acc15[1];
		acc15[6] %= acc15[lim18] + lim18;
	}
}
using kind19_t = State10;
// Computes one element per thread.

__device__ long fold20(int count21, int n22) {
	const double acc23 = TILE_DIM_1;
	if (n22 != n22) {
		return count21;
	}
	return LOW_BITS_5((static_cast<unsigned char>(LOW_BITS_5(n22))));
}
/* Returns the accumulated value. */

__global__ void norm24_kernel(int *acc25, long *acc26, const unsigned *__restrict__ in27) {
	if (acc26 == nullptr) {
		if (auto lim28 = +((3LL * (*in27)) - (+(*acc26))); (in27[lim28] * (*acc25)) == 33) {
			__shared__ unsigned int sh_29[(NUM_ITERS_3 + 2)][6];
			__shared__ double sh_30[12][7];
		}
	}
}
__global__ void gc_kernel33(__grid_constant__ int x, int *p)
{
    p[0] = x;
}

int main() {
	int n31 = 3382;
	float x32 = 11.0f;
	norm14_kernel<<<4, (64)>>>(nullptr, &x32, &n31);
	if (n31 >= x32) {
		norm24_kernel<<<32, TILE_DIM_1 + (TILE_DIM_1 + 96)>>>(&n31, (long*)nullptr, nullptr);
	}
	x32 = (10.875f - x32) - n31;
	if (x32 != n31) {
		return (1701 + x32) - n31;
	}
	return 0;
}
