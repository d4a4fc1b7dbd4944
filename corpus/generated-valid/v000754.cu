// cudagen 0.1 seed 754 valid
// features: kernel,kernel_template,launch_deduced_template_args,restrict_params,launch,host_function,constexpr_function,main,device_var,local_array,if,switch,switch_fallthrough,bitwise,logical,comparison,incdec,pointer_arith,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,macro_object,macro_paste,macro_statement,pp_if,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 16
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b

#if CHUNK_1 % 2 == 0 || CHUNK_1 < 4
#define CONFIG_4 1
#else
#define CONFIG_4 11
#endif
#undef CONFIG_4
#define CONFIG_4 2
__device__ int d_stencil5;
// NOTE: keep in sync with the host reference.

constexpr int host_sift6(int stride7, int n8)
{
	stride7 = CAT_3(n, 8) * 26;
	unsigned int cnt9 = long(stride7);
	return cnt9;
}

template <class T, typename U>
__global__ void kick10_kernel(T q11, const U *__restrict__ coef12)
{
	++d_stencil5;
	if ((d_stencil5 & 0x1) || ((*coef12) > d_stencil5))
		return;
	int diff13[2] = {};
}

int main()
{
	int n14 = 662;
	switch (n14 - n14) {
	case 5:
		n14 = 26 + n14;
		[[fallthrough]];
	case 2: {
		int off15{13ll};
		break;
	}
	}
	kick10_kernel<<<(n14 + 127) / 0200, CHUNK_1 + 16>>>(6., (const long*)nullptr);
	return 0x0;
}
