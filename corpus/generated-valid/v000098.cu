// cudagen 0.1 seed 98 valid
// features: kernel,restrict_params,launch,builtin_vars,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,if,for,goto,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,sizeof,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifndef USE_FAST_PATH_4
#define TUNE_5 13
#else
#define TUNE_5 53
#endif

__global__ void fuse6_kernel(float alpha7)
{
	extern __shared__ int dyn_8[];
	int tid9 = threadIdx.x;
	__shared__ float sh_10;
	__shared__ float sh_11[8];
	ACCUM_3(alpha7, (sh_10 * 2.125F * (tid9 % tid9)));
	int* off12 = nullptr;
	if (tid9 != blockIdx.x) {
		return;
	}
	long v13 = ((26 * alpha7) - (sh_11[tid9] * sh_10)) + (gridDim.x * threadIdx.x);
	(*off12)--;
}

__host__ __device__ long split14(double* data15)
{
	for (int j16 = 15; j16 > 0b0; --j16) {
		if (!data15) {
			return j16 % j16;
		}
		if (j16 > (data15[4] * j16)) {
			continue;
		}
		(*data15) -= ((23 - j16) - ((*data15) * (*data15))) * data15[0x5];
	}
	return +(*data15);
}

unsigned long pivot17(int* __restrict__ dst18, long beta19)
{
	double res20 = (*dst18) - split14((double*)nullptr);
	if (ADD3_1(dst18[beta19 & 7], res20, res20) != 50U) {
		goto done21;
	}
	beta19 <<= split14(&res20);
	split14(&res20);
	ACCUM_3(res20, (split14(&res20) * 1.875 * beta19));
done21:;
	return split14(&res20) >> split14(&res20);
}

int main()
{
	int n22 = 2822;
	ACCUM_3(n22, (n22 | split14(nullptr)));
	constexpr int prod23 = (TUNE_5 + 0x1e);
	const char* prod24 = "a\tb";
	unsigned char q25 = n22 + TUNE_5;
	fuse6_kernel<<<(n22 + 31) / 32, sizeof(float) * (TUNE_5 + 19)>>>(17.875f);
	return 0;
}
