// cudagen 0.1 seed 653 valid
// features: kernel,maxnreg,launch,builtin_vars,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,if,ternary,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_string,lit_nullptr,cast_c,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define WARPS_1 5
#define TILE_DIM_2 64
#define NUM_ITERS_3 4
#define HALF_4(x) ((x) / 2)
/* Computes one element per thread. */

unsigned host_pivot5(double p6, float alpha7, const int* coef8) {
	const char* acc9 = "\x41\102";
	if (alpha7 < 10l)
		return coef8[6];
	return *coef8;
}

__global__ void __maxnreg__(32) bias10(double* buf11) {
	extern __shared__ int dyn_12[];
	unsigned tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int x14{-46};
	int mid15 = HALF_4(threadIdx.x);
}

__global__ void __maxnreg__(32) filter16_kernel(signed char* dst17, const int* src18, double* data19) {
	int idx20 = threadIdx.x;
	(*dst17) = 9 | threadIdx.x;
	constexpr float m21 = 7.5F;
	(*dst17) = 24LL;
	dst17[idx20] = (TILE_DIM_2 * src18[idx20]) & ((dst17[0x4] < src18[idx20]) ? sizeof(unsigned char) : 0x14);
}

constexpr int fold22(int n23) {
	n23 = U'0';
	return n23 + (((TILE_DIM_2 > n23) ? TILE_DIM_2 : n23) / (n23 + n23));
}

int main() {
	int n24 = 3405;
	n24 = 22;
	constexpr int q25 = 49ULL;
	bias10<<<(n24 + 0x7F) / 128, 64>>>(nullptr);
	filter16_kernel<<<(n24 + 0xff) / 256, (NUM_ITERS_3 + 124)>>>(nullptr, &q25, (double*)nullptr);
	return 0;
}
