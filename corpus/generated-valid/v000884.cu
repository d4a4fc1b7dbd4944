// cudagen 0.1 seed 884 valid
// features: kernel,kernel_static,maxnreg,launch,builtin_vars,host_function,main,device_array,constant_var,constant_array,managed_var,shared_var,extern_shared,constexpr_var,if,if_else,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,cast_functional,pp_ifdef,pp_undef
#include "prelude.cuh"

#ifndef USE_FAST_PATH_1
#define TUNE_2 11
#else
#define TUNE_2 31
#endif
#undef TUNE_2
#define TUNE_2 2
static __global__ void __maxnreg__(128) blend3(int len4, unsigned long long *buf5, float b6, float *data7) {
	extern __shared__ double dyn_8[];
	unsigned int i9 = threadIdx.x;
	int acc10 = b6 + 0b111000 + len4;
	if (-acc10) {
	} else {
		unsigned char z11 = (31);
	}
	len4 -= (((b6 - dyn_8[1]) < len4) ? len4 : 40) - acc10;
	acc10 = TUNE_2;
}
__managed__ int m_march12[32];
__constant__ int c_march13[4] = {4u, 0b1000, 59ul, 1LL};
__device__ float d_probe14[16];
__constant__ unsigned int c_mix15 = 21;
__host__ unsigned int run_sift16(size_t *data17, unsigned b18, const int *coef19) {
	(*data17) ^= 49U;
	if ((((b18 != data17[b18]) ? coef19[5] : 0b110ul) + b18) != (b18 << data17[6])) {
		if (b18 + 57) {
			blend3<<<1 << 9, 128 * 4>>>(4, (unsigned long long*)nullptr, m_march12[b18 & 31], nullptr);
			b18 *= TUNE_2 * float(data17[1]);
			double hi20 = m_march12[23];
		} else {
			data17[b18] = (60l - b18) - (b18 + (*coef19));
		}
	}
	return m_march12[24];
}
int main() {
	int n21 = 3'373;
	n21 = n21 ^ 835ull;
	unsigned int lim22 = 48;
	return 0;
}
