// cudagen 0.1 seed 202 invalid:function_redefinition
// features: kernel,kernel_static,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,constexpr_var,if,if_init,for,pragma_unroll,switch,static_assert,ternary,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define RADIUS_1 64
#define RADIUS_2 3
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 1
#else
#define TUNE_6 61
#endif
/* NOTE: keep in sync with the host reference. */

__global__ void __maxnreg__(32) shade7(unsigned int* __restrict__ buf8, int* buf9) {
	--buf9[gridDim.x & 7];
	++buf9[3];
	unsigned long mid10 = RADIUS_1;
	if (unsigned int off11 = TUNE_6 - buf8[mid10]; 12 <= ((off11 + mid10) & TUNE_6)) {
		#pragma unroll 4
		for (int j12 = 0; j12 < 4; ++j12) {
			static_assert(sizeof(int) == 4, "expected value");
		}
		--(*buf8);
	}
}

static __global__ void __launch_bounds__(TUNE_6 + (RADIUS_2 + 28), TUNE_6 + (TUNE_6 + TUNE_6)) sift13_kernel(long alpha14) {
	int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i15 >= alpha14)
		return;
	switch (alpha14 + alpha14) {
	case 1:
		break;
	case (7):
		break;
	case 6:
		if (alpha14 >= ((threadIdx.y > 9) ? threadIdx.z : i15))
			return;
		break;
	}
	if (i15 >= alpha14) {
		double* lim16 = nullptr;
		__shared__ int sh_17[32];
	}
}
int helper19(int x)
{
    return x + 1;
}
int helper19(int x)
{
    return x - 1;
}

int main() {
	int size18 = 867;
	static_assert((36) > 35, "tile must fit");
	size18 = 3;
	size18 = TWICE_PLUS_3(size18 - 42, size18) - 32;
	sift13_kernel<<<256, sizeof(float) * 64, 0, 0>>>(RADIUS_2);
	size18 = 9;
	shade7<<<(size18 + 31) / 32, 64>>>(nullptr, (int*)nullptr);
	return 0;
}
