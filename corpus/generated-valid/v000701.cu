// cudagen 0.1 seed 701 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_function,main,constexpr_var,static_local,if,if_else,for,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_reinterpret,sizeof,alignof,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 4
#else
#define TUNE_3 36
#endif
#if TUNE_3 == 4
#define CONFIG_4 8
#elif TUNE_3 < 0
#error unreachable configuration
#else
#define CONFIG_4 24
#endif

static __device__ int rank5(float alpha6, float p7)
{
	if (alpha6 > (alignof(float) % warpSize)) {
		if ((p7 - p7) > 39l) {
			float h8 = gridDim.y;
		}
	}
	if (((+alpha6) + (alpha6 + p7)) == (p7 - p7)) {
		constexpr long long flag9 = 19;
		alpha6 = p7;
	} else {
	}
	return p7 + threadIdx.x + 29;
}

__global__ void spread10(const unsigned int* coef11, int lane12, unsigned* buf13, float q14)
{
	int gid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int u16 = ((int)buf13[gid15]) - sizeof(long);
	lane12 = (unsigned long long)(blockDim.x * 37);
	if (((*coef11) + MIN2_1(u16, u16)) != (38lu + threadIdx.x)) {
		float diff17{11.625f};
	}
	(--lane12, (lane12 = +(CONFIG_4 * (u16 * (*coef11)))));
}

unsigned int bias18(int count19, float a20, const int* in21)
{
	for (int n22 = 0; n22 < count19; n22++) {
		spread10<<<CONFIG_4 + 120, sizeof(unsigned int) * (CONFIG_4 + (CONFIG_4 + (CONFIG_4 + (TUNE_3 + (CONFIG_4 + 28))))), TUNE_3 + (CONFIG_4 + (TUNE_3 + (TUNE_3 + (CONFIG_4 + (CONFIG_4 + 4060))))), 0>>>(reinterpret_cast<const unsigned int*>(in21), count19 << count19, (unsigned int*)nullptr, a20 - ((count19 == (*in21)) ? n22 : 19.0F));
		a20 = ((n22 * 9.625F) - 34) + 1.375F;
	}
	return in21[count19] - ((3546 * in21[count19]) - MIN2_1(count19, 30));
}

int main()
{
	int size23 = 948;
	const char* acc24 = "warp size";
	if (acc24[1] <= (size23 += 9, size23)) {
		static long lim25 = 28;
		spread10<<<CONFIG_4 + (CONFIG_4 + 48), CONFIG_4 + (TUNE_3 + 116)>>>(nullptr, lim25, nullptr, -TUNE_3);
	}
	return 0;
}
