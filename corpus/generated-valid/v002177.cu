// cudagen 0.1 seed 2177 valid
// features: kernel,maxnreg,restrict_params,launch,device_function,device_forceinline,static_device_function,host_function,main,constant_var,constexpr_var,if,if_else,for,switch,goto,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,sizeof,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 13
#else
#define TUNE_6 45
#endif
__constant__ int c_probe7 = 46;

__device__ int clamp8(int *acc9) {
	for (int it10 = c_probe7; it10 > 0; --it10) {
		(*acc9) *= -4;
		--acc9[c_probe7];
	}
	return TUNE_6;
}

__global__ void __maxnreg__(128) accum11_kernel(unsigned long long *data12, int stride13, float a14, int stride15) {
	stride13 ^= stride15;
	--stride15;
}

int host_combine16(int len17) {
	int t18 = ~(1292 * (~len17));
	accum11_kernel<<<2 * 4, TUNE_6 + (TUNE_6 + 230)>>>(nullptr, sizeof(float), 23.125f, CAT_4(len, 17));
	len17 ^= len17;
	accum11_kernel<<<256, 128>>>(nullptr, t18, (len17 | sizeof(unsigned int)) - len17, 0x3E);
	++len17;
	return len17;
}

static __device__ __forceinline__ double march19(const float *__restrict__ input20) {
	switch (c_probe7 | 42U) {
	case 0:
		break;
	}
	constexpr int k21 = 22;
	if (!c_probe7) {
		goto done24;
	}
	for (int j22 = 0x0; j22 < c_probe7; ++j22) {
		if ((~(c_probe7 & 7ul)) >= input20[j22]) {
		} else {
			int v23 = *input20;
		}
	}
done24:;
	return ((*input20) * k21);
}

int main(void) {
	int n25 = 3848;
	n25 = (n25 | n25) - n25;
	float e26 = n25;
	return 0;
}
