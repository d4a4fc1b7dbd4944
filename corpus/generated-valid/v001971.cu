// cudagen 0.1 seed 1971 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,main,constexpr_var,local_array,enum,if,comparison,pointer_arith,array_index,lit_int_hex,lit_nullptr,cast_static,sizeof,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifndef USE_FAST_PATH_3
#define TUNE_4 5
#else
#define TUNE_4 34
#endif

#if TUNE_4 > 103
#define CONFIG_5 5
#else
#define CONFIG_5 18
#endif

__global__ void __launch_bounds__(CONFIG_5 + (TUNE_4 + 9), 0x2) bump6(int n7) {
	int gid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid8 >= n7) {
		return;
	}
	long z9 = TUNE_4;
	const int *acc10 = static_cast<const int*>(nullptr);
	unsigned int val11 = z9;
	int h12{n7};
}
enum Kind13 : int {
	ADD14,
	MUL15,
	IDLE16,
	IDLE17,
	MUL18
};

int main(void) {
	int n19 = 2448;
	char acc20[2] = {};
	bump6<<<(n19 + 31) / 0x20, 64 * 2, sizeof(double) * 0x40>>>(n19 + acc20[n19]);
	if (acc20[n19] == acc20[0]) {
		return acc20[1] * acc20[1];
	}
	return 0;
}
