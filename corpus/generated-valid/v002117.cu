// cudagen 0.1 seed 2117 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,host_device_function,host_function,static_host_function,constexpr_function,main,shared_var,shared_2d,host_global,constexpr_var,local_array,auto_var,if,for,while,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,pp_ifdef,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 8
#else
#define TUNE_4 49
#endif

void scale5(int lane6, int count7)
{
	char t8 = 15L;
	int x9[6]{count7, static_cast<int>(0b111010), static_cast<int>(count7), 0x19l, 18lu, 58L};
	t8 = 127 * (t8 * lane6);
	lane6 = ((count7 + TUNE_4) - 0x7) + lane6;
}
// Layout: row-major, no padding.

constexpr __host__ __device__ int smooth10(int len11, int len12)
{
	--len11;
	auto k13 = TUNE_4;
	return ((22 > (k13 - 38)) ? 0b10101u : static_cast<float>(21.625f)) + len12;
}
const int g_filter14 = 0x38LL;

template <typename T, int N = 6>
__global__ void stencil15_kernel(T *__restrict__ buf16, const T *src17, const unsigned *coef18)
{
	buf16[4] = (src17[0x6] + (10.625f)) * buf16[6];
	(buf16[4]--, (buf16[0x3] -= 10.375F));
	if ((coef18[0] + coef18[7]) < 59U)
		return;
	(*buf16) += N / ((!buf16) ? 0x3a : 2.75f);
	__shared__ int sh_19[12][15];
}

__global__ void update20(unsigned int *dst21, const unsigned *__restrict__ src22)
{
	int iter23 = 0;
	while (iter23 < 4) {
		if (iter23)
			break;
		if ((src22[2] / (*src22)) == (*src22))
			return;
		++iter23;
	}
	__shared__ float sh_24;
	dst21[iter23] *= TUNE_4;
}

static double host_march25(double beta26, unsigned int q27)
{
	for (int it28 = 0, j29 = 0b10000; it28 < j29; (++it28, (--j29))) {
		if (0x33 <= it28)
			break;
		beta26 /= 33lu;
		int w30 = ((beta26 += beta26, ((TUNE_4 != it28) ? beta26 : TUNE_4)) != 0x28) ? (5 + (it28 + 0x6)) : beta26;
	}
	float w31 = -((8 - beta26) - q27);
	dim3 stride32 = dim3(1);
	return 0xa + static_cast<double>(q27 - TUNE_4);
}

int main()
{
	int size33 = 0xED5;
	update20<<<dim3(sizeof(unsigned int) * 64, TUNE_4 + TUNE_4), 64>>>((unsigned int*)nullptr, nullptr);
	for (int j34 = 0; j34 < size33; ++j34) {
		size33 = j34;
		stencil15_kernel<double, (2 * 3)><<<dim3(TUNE_4 + 24), 512>>>(nullptr, nullptr, (const unsigned int*)nullptr);
	}
	size33 ^= 58UL;
	size33--;
	return 0;
}
