// cudagen 0.1 seed 854 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,static_host_function,main,device_var,shared_var,constexpr_var,local_array,const_local,if,if_init,for,do_while,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define HALF_2(x) ((x) / 2)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4
#ifdef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 61
#endif
#if TUNE_5 % 2 == 0 || TUNE_5 < 4
#define CONFIG_6 4
#else
#define CONFIG_6 28
#endif
__device__ int d_stencil7;
__global__ void clamp8(int* buf9, float* dst10, int n11, double alpha12) {
	if (float x13(58); threadIdx.z < n11) {
		__shared__ int sh_14;
		for (int it15 = (blockIdx.x * blockDim.x) + threadIdx.x; it15 < sh_14; it15 += blockDim.x * gridDim.x) {
			__shared__ float sh_16[32];
			sh_14 = sh_16[17];
		}
	}
}
static int stencil17(int* acc18, unsigned char beta19) {
	const char* mid20 = "\"q\"";
	int pass21 = 0;
	do {
		double off22[4] = {9., 9.0, 6.75};
		const float t23 = off22[0];
		++pass21;
	} while (pass21 < pass21);
	clamp8<<<(pass21 + 127) / 128, 64, sizeof(int) * 32, 0>>>(nullptr, nullptr, mid20[0], -2695);
	beta19 = 0x2Elu;
	return 0x85E;
}
int main() {
	int n24 = 2399;
	for (int n25 = 0; n25 < 8; n25++) {
		clamp8<<<0x10, (CONFIG_6 + (CONFIG_6 + 72)) * 4, sizeof(double) * 0x80, (cudaStream_t)0>>>((int*)nullptr, nullptr, (CONFIG_6 - n25) - n24, (TUNE_5 + n24) % (n25 | 7));
		n24 = 27;
	}
	n24 = (stencil17((int*)nullptr, 51));
	return 0;
}
