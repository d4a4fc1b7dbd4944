// cudagen 0.1 seed 133 invalid:diag_pragma_without_number
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,host_global,constexpr_var,const_local,while,bitwise,shift,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_nullptr,macro_object,macro_statement
#include "prelude.cuh"

#pragma nv_diag_suppress
#define TILE_DIM_1 8
#define NUM_ITERS_2 (1 << 6)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

__global__ void __launch_bounds__(1 << 9) apply6_kernel(int count7, bool a8, const unsigned* in9) {
	extern __shared__ char dyn_10[];
	int w11 = 0;
	while (w11 < w11) {
		dyn_10[count7] = ((in9[w11 & 7] * NUM_ITERS_2) + 12ull) - 031LL;
		count7 = 071ll;
		++w11;
	}
	count7 = (46 | a8);
	float* lim12 = nullptr;
	__shared__ unsigned long long sh_13;
}
const int g_mix14 = 29;

int main() {
	int n15 = 0774;
	const double t16 = g_mix14;
	n15 = ~((52 - n15) + g_mix14);
	n15--;
	n15--;
	apply6_kernel<<<dim3(256, 4, (256)), 0b1000000, 4'096, (cudaStream_t)0>>>(n15 % NUM_ITERS_2, n15, nullptr);
	return 0;
}
