// cudagen 0.1 seed 482 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,if,if_else,for,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,sizeof,macro_function
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)

__global__ void pivot2(int len3, const double *coef4)
{
	int idx5 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx5 >= len3) {
		return;
	}
	(++len3, (len3 = coef4[idx5]));
	++len3;
	float prod6 = 7.125f;
	if (idx5 > prod6) {
		return;
	}
	int t7 = 28UL;
	len3 = 044;
}

template <typename T, class U>
__global__ void __launch_bounds__(sizeof(int) * 64, 2) spread8(U alpha9, U *acc10)
{
	unsigned int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if ((idx11 != gridDim.y) && ((*acc10) >= 20)) {
		return;
	}
	(*acc10) = 22.375f;
	for (int n12 = 0b0; n12 < 16; ++n12) {
		if (((*acc10) + 'a' + LOW_BITS_1(idx11)) == (*acc10)) {
			(*acc10)--;
			acc10[0b110] = LOW_BITS_1(n12);
		} else {
		}
	}
}

int main(void)
{
	int len13 = 2120;
	pivot2<<<dim3((len13 + 63) / 64), 32 * 8, 0, nullptr>>>(len13, nullptr);
	len13++;
	int acc14{2340};
	pivot2<<<(len13 + 63) / 64, sizeof(float) * 16, 64 * 0b100>>>(2U, nullptr);
	len13 = len13 / (acc14 += 11, acc14);
	dim3 lo15(16 * 2);
	spread8<float, int><<<(acc14 + 255) / 256, sizeof(unsigned int) * 0100, 0>>>(len13, &len13);
	return 0;
}
