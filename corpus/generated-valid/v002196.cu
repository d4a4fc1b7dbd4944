// cudagen 0.1 seed 2196 valid
// features: kernel,kernel_from_macro,restrict_params,launch,builtin_vars,device_function,host_function,default_args,main,constexpr_var,const_local,for,do_while,ternary,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 2
#else
#define TUNE_3 17
#endif

#if TUNE_3 == 2
#define CONFIG_4 1
#else
#define CONFIG_4 16
#endif

__device__ float rank5(int count6, int len7, const float* in8)
{
	long mid9{58L};
	unsigned w10 = len7 + in8[mid9];
	return TUNE_3;
}
// Layout: row-major, no padding.

__global__ void pack11(float cfg12, short p13, const double* __restrict__ coef14)
{
	int sum15 = ((p13 * (63 - p13)) >= TUNE_3) ? (cfg12 + (TUNE_3 + (*coef14))) : coef14[p13];
	p13 = 0b1010LL;
}
#define DEFINE_MAP_KERNEL_16(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_16(map_trace17, int)

void run_merge18(int stride19, double q20 = 0)
{
	q20 = (7 * (stride19 * TUNE_3)) / stride19;
	--q20;
	for (int n21 = 0; n21 < 7; ++n21) {
		const bool res22 = q20;
		pack11<<<(n21 + 0b11111) / 32, 32>>>(TWICE_PLUS_1(stride19, 33u + n21), (n21 % n21) + (stride19 * n21), &q20);
	}
}

int main()
{
	int count23 = 509;
	(count23--, (count23 = static_cast<float>(count23 + count23)));
	int w24 = 0;
	do {
		const long long cnt25 = ((w24 - w24) * count23) - ((count23 != count23) ? count23 : (7L * count23));
		count23 = TUNE_3;
		++w24;
	} while (w24 < count23);
	map_trace17<<<256, 64>>>((int*)nullptr, w24);
	return 0;
}
