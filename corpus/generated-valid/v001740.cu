// cudagen 0.1 seed 1740 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,host_function,main,shared_var,local_array,const_local,if,for,do_while,ternary,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_statement,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 1
#else
#define TUNE_3 31
#endif

#if (TUNE_3 * 2) >= 16 && TUNE_3 != 0
#define CONFIG_4 1
#else
#define CONFIG_4 30
#endif
#undef CONFIG_4
#define CONFIG_4 48

inline int clamp5(int lane6, int count7, const int* src8)
{
	if (count7 > 2) {
		return 4348 / src8[4];
	}
	unsigned long long z9 = lane6 + (*src8);
	return -41;
}

__device__ double pack10(char b11, int count12)
{
	b11 = (threadIdx.z ^ (gridDim.z % b11));
	int iter13 = 0;
	do {
		count12 = b11;
		const float f14 = iter13;
		++iter13;
	} while (iter13 < 3);
	b11 = blockDim.y;
	return threadIdx.x;
}

__global__ void update15(float q16, float* dst17)
{
	int idx18 = threadIdx.x;
	__shared__ int sh_19;
	pack10(19l, pack10((idx18 <= sh_19) ? 37 : 3, 16));
	for (int it20 = 0; it20 < sh_19; ++it20) {
		int res21[8] = {63, 3};
		q16 = blockDim.x ^ idx18;
	}
}

int main(void)
{
	int count22 = 3565;
	count22 = clamp5(clamp5(3798, count22, &count22), count22, (const int*)nullptr);
	update15<<<4, 32, sizeof(float) * 256>>>(-19.375f, nullptr);
	int v23 = count22;
	return 0;
}
