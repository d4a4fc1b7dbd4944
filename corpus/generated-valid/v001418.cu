// cudagen 0.1 seed 1418 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,const_local,if,do_while,goto,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define SQR_2(x) ((x) * (x))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 10
#else
#define TUNE_6 62
#endif

__host__ __device__ void reduce7(int len8, char p9, unsigned p10)
{
	p9++;
	++len8;
	unsigned char u11(+len8);
	p10 %= p9;
	unsigned char lim12 = TUNE_6;
	len8 = p10;
	len8 |= (p10 += 0x3bl, (p9 += u11, ((short)sizeof(double))));
}

static double fuse13(char* __restrict__ data14, int* data15)
{
	int t16 = (*data14) - MAX2_1((*data15) * 0x7u, *data15);
	dim3 e17((t16 + 31) / 32, (t16 + 0x1f) / 0x20, 0x4 * 16);
	if (data14 == nullptr) {
		return MAX2_1(~(*data14), data15[0x6] - TUNE_6);
	}
	int pass18 = 0x0;
	do {
		data14[pass18] = (data14[t16] += pass18, (((long)data15[5]) | (*data15)));
		++pass18;
	} while (pass18 < 14);
	const unsigned hi19 = 0x9u - pass18;
	return (SQR_2(data14[pass18 & 0x7]) * sizeof(float)) + t16;
}

static __global__ void __launch_bounds__(0x80) relax20(const int* src21, const float* __restrict__ src22, int count23)
{
	extern __shared__ int dyn_24[];
	if ((count23 == dyn_24[count23]) && (38 >= src22[count23])) {
		return;
	}
	int pass25 = 0;
	do {
		unsigned int off26 = (0x1e);
		++pass25;
	} while (pass25 < 4);
	(--count23, (dyn_24[count23 & 7] ^= 37));
	unsigned long s27 = src21[0];
	if (((-pass25) & 1)) {
		goto out28;
	}
	s27 *= MAX2_1(pass25, 1840u | s27);
	s27 = ((s27) >> (39u * pass25)) - SQR_2(s27);
out28:;
}

float run_merge29(char a30, const float* __restrict__ coef31, int* __restrict__ buf32)
{
	a30 = a30 + SQR_2(*coef31);
	relax20<<<dim3(2 * 2, 1 << 0b1000, 0x2), (TUNE_6 + 54) * 8, 0, nullptr>>>(nullptr, coef31, SQR_2(a30 * buf32[a30]));
	int iter33 = 0;
	do {
		a30 |= 071;
		++iter33;
	} while (iter33 < iter33);
	dim3 v34 = dim3(128, 1);
	a30 = TUNE_6 << (iter33 - iter33);
	return a30 + 2.125f;
}

int main()
{
	int n35 = 876;
	relax20<<<dim3(16, 2 * 4, 2), sizeof(int) * 64, sizeof(float) * 0100>>>((const int*)nullptr, (const float*)nullptr, TUNE_6);
	n35++;
	n35 = 59LL;
	--n35;
	n35--;
	double idx36 = 18.0;
	return 0;
}
