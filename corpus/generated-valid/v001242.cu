// cudagen 0.1 seed 1242 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,main,constant_var,constexpr_var,auto_var,if,if_else,for,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_nullptr,cast_c,sizeof,macro_object,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define RADIUS_1 8
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifdef USE_FAST_PATH_5
#define TUNE_6 6
#else
#define TUNE_6 52
#endif

#if TUNE_6 % 2 == 0 || TUNE_6 < 4
#define CONFIG_7 2
#else
#define CONFIG_7 29
#endif

__global__ void sift8(const float* input9)
{
	if ((*input9) < ((-0) + input9[7])) {
		int flag10(*input9);
		unsigned int stride11 = 3284;
	} else {
	}
}
inline constexpr long RADIUS12 = RADIUS_1;
__constant__ int c_merge13 = (15);

__global__ void grow14_kernel(double* dst15, long p16, double* out17, const double* in18)
{
	if (!(47 > in18[c_merge13])) {
		return;
	}
	p16 -= out17[7];
	double diff19 = RADIUS_1;
	constexpr char s20 = (CONFIG_7 + 21);
}

int main()
{
	int size21 = 2576;
	for (int n22 = 0; n22 < 12; ++n22) {
		size21--;
	}
	int res23 = RADIUS12;
	auto x24 = (float)size21;
	++x24;
	sift8<<<RADIUS_1 + 8, dim3(16, sizeof(float) * 32), sizeof(double) * 32>>>(&x24);
	grow14_kernel<<<dim3(sizeof(float) * (TUNE_6 + 0x4C), (RADIUS_1 + 120)), 0x40, sizeof(unsigned int) * (RADIUS12 + (RADIUS12 + (CONFIG_7 + (RADIUS12 + (RADIUS_1 + (RADIUS12 + 22))))))>>>(nullptr, 5 + size21, nullptr, nullptr);
	return 0;
}
