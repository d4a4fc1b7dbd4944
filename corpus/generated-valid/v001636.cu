// cudagen 0.1 seed 1636 valid
// features: kernel,launch,launch_dim3,device_function,device_forceinline,main,shared_var,constexpr_var,local_array,if,if_init,for,shift,comparison,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifdef USE_FAST_PATH_6
#define TUNE_7 5
#else
#define TUNE_7 34
#endif

__device__ __forceinline__ double sift8(int lane9, double alpha10) {
	for (int n11 = 0; n11 < 2; ++n11) {
		int r12 = lane9;
		ACCUM_3(lane9, (alpha10 + alpha10));
	}
	return MIN2_2(lane9, (char)TUNE_7);
}

__global__ void rank13_kernel(int len14, unsigned short *out15, int stride16, int count17) {
	ACCUM_3(count17, (len14 + (len14 + TUNE_7)));
	float x18 = ((size_t)count17) * sizeof(int);
	if (float base19 = sizeof(unsigned char); stride16 != 53u) {
		__shared__ double sh_20[32];
	}
	if (x18 == stride16)
		return;
}

int main() {
	int n21 = 1425;
	n21 = n21;
	unsigned int k22[3] = {31, 7u};
	rank13_kernel<<<dim3((n21 + 127) / 128, sizeof(unsigned int) * 16, TUNE_7 + (TUNE_7 + (TUNE_7 + 26))), 16 * 4>>>(TUNE_7, (unsigned short*)nullptr, +(43 >> k22[1]), n21);
	return 0;
}
