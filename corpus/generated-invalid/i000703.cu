// cudagen 0.1 seed 703 invalid:unterminated_comment
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,main,if,if_else,compound_assign,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define CAT_2(a, b) a##b

template <class T>
__global__ void pivot3_kernel(const T *__restrict__ coef4, float *acc5)
{
	if ((((*acc5) * coef4[3]) >= 43) && (((*acc5) * (*acc5)) == 23)) {
		if (HALF_1(coef4[7]) >= coef4[6]) {
			return;
		}
		int w6 = (HALF_1(*acc5));
		acc5[w6]--;
	}
	if (coef4[6] > (*coef4)) {
		acc5[0] *= 18.875f;
	} else {
		T h7 = *acc5;
	}
}

template <class T, int N>
__global__ void mix8(const T *input9, int len10)
{
	len10 = -3408;
	T t11 = N;
}
/* TODO: tune the block size

int main()
{
	int n12 = 1074;
	n12 = HALF_1(n12 - 9) - (HALF_1(CAT_2(n, 12)) + (CAT_2(n, 12) - n12));
	mix8<double, 5><<<dim3(2), sizeof(unsigned int) * 64>>>((const double*)nullptr, 63 - ((int)n12));
	int u13 = 11;
	pivot3_kernel<<<dim3(32, (512), 1 << 0x1), (512), sizeof(float) * 128, nullptr>>>((const int*)nullptr, (float*)nullptr);
	int x14{40};
	mix8<double, 0x8><<<dim3((x14 + 127) / 0x80, 2, (n12 + 31) / 32), 64>>>(nullptr, (u13 % u13) * (n12 % 10ul));
	return 0;
}
