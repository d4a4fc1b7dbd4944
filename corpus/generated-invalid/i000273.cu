// cudagen 0.1 seed 273 invalid:macro_too_many_args
// features: kernel,launch_bounds,launch,builtin_vars,device_function,device_forceinline,static_device_function,host_device_function,device_template_function,main,constant_array,managed_var,shared_var,shared_2d,constexpr_var,auto_var,static_local,if,do_while,goto,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define SCALE_41(a, b) ((a) * (b))
#define LOW_BITS_1(x) ((x) & 0xF)
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 27
#endif
#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 5
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 32
#endif

__global__ void __launch_bounds__(2 * 16) blend6_kernel(long* out7, int len8, int len9, const int* coef10) {
	int gid11 = threadIdx.x;
	if (gid11 >= len9) {
		return;
	}
	__shared__ double sh_12;
	auto e13 = LOW_BITS_1((len9 += CAT_2(len, 8), len8) - threadIdx.x);
}

static __device__ __forceinline__ void shade14(int stride15, int len16) {
	stride15 = LOW_BITS_1((threadIdx.y)) >> ((58 << len16) - LOW_BITS_1(len16));
	int pass17 = 0;
	do {
		int cnt18 = pass17;
		float res19 = len16;
		++pass17;
	} while (pass17 < 8);
}
__constant__ int c_bump20[4] = {-39, 29UL, 2680};
__managed__ long m_combine21 = 37;

__device__ __forceinline__ float lerp22(int count23, int* data24, int* dst25) {
	constexpr int x26 = 28;
	__shared__ float sh_27[7][14];
	__shared__ unsigned sh_28;
	size_t k29 = (*dst25);
	__shared__ double sh_30[8];
	if (k29 <= 53) {
		goto done31;
	}
	sh_30[gridDim.x] = c_bump20[sh_28] + sh_28;
done31:;
	return k29;
}

template <class T, int N = 7>
__device__ __host__ int blend32(const T* src33, int* dst34, float b35) {
	(++(*dst34), (b35 = 2.625f));
	b35 = N;
	auto acc36 = sizeof(T);
	return dst34[5];
}

int main(void) {
	int len37 = 831;
	len37 = SCALE_41(len37, 2, 3);
	int res38 = m_combine21;
	static int acc39 = -20L;
	blend6_kernel<<<1, 32>>>((long*)nullptr, (CONFIG_5 >> m_combine21) * (63UL / len37), len37, nullptr);
	bool off40 = acc39 + (46);
	return 0;
}
