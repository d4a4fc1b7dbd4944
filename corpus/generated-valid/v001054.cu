// cudagen 0.1 seed 1054 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,device_var,if,if_else,if_init,compound_assign,bitwise,logical,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
/* NOTE: keep in sync with the host reference. */

__global__ void probe6(const double* coef7) {
	unsigned idx8 = threadIdx.x;
	if (idx8 - 52u)
		return;
	int stride9 = (24 | (blockDim.x - idx8)) | 0x35;
	if (!(stride9 >= sizeof(int))) {
		if (int off10 = float(gridDim.z) * 0x3eL; coef7 != nullptr) {
			int mid11 = 24;
			int lim12 = 'a' & mid11;
			SWAP_3(int, lim12, mid11);
		} else {
		}
	}
}
static __device__ unsigned int d_norm13;

__host__ unsigned short sweep14(int stride15, int n16) {
	n16 *= stride15;
	dim3 u17((n16 + 127) / 0200, (0x4));
	int y18 = ((+n16) * ((long)9)) - TWICE_PLUS_1((stride15 += stride15, (-30)), stride15 ^ sizeof(int));
	probe6<<<01000, 512, sizeof(double) * 128>>>((const double*)nullptr);
	signed char diff19 = y18;
	return size_t(-0);
}

int main(void) {
	int count20 = 3911;
	count20 = count20;
	probe6<<<dim3(1, (count20 + 63) / 64), (64), 256>>>(nullptr);
	return 0;
}
