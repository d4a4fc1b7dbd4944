// cudagen 0.2 seed 88 valid headers
// features: kernel,launch,host_function,constexpr_function,main,shared_var,constexpr_var,local_array,static_local,if,if_init,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,lit_int_suffix,lit_char,lit_char_prefix,cast_c,macro_object,macro_function,pp_ifdef,exceptions,runtime_api
#include <cuda_runtime.h>
#include <cstdio>
#include <utility>

#define BLOCK_SIZE_1 128
#define WARPS_2 32
#define RADIUS_3 256
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 16
#else
#define TUNE_6 17
#endif

int check_pivot7(int* dst8, char p9) {
	cudaEvent_t start10, stop11;
	cudaEventCreate(&start10);
	cudaEventCreate(&stop11);
	cudaEventRecord(start10);
	cudaEventRecord(stop11);
	cudaEventSynchronize(stop11);
	float ms12 = 0.0f;
	cudaEventElapsedTime(&ms12, start10, stop11);
	cudaEventDestroy(start10);
	cudaEventDestroy(stop11);
	unsigned long f13[4] = {48u};
	(void)f13;
	return 26l;
}

__global__ void shade14_kernel(bool cfg15, int count16) {
	if (((count16 * cfg15) - ((8 <= cfg15) ? u8' ' : cfg15)) > 49) {
		if (unsigned int stride17 = (~(cfg15)) * MAX2_4(count16 % count16, cfg15 - 19); stride17 <= (count16 - cfg15)) {
			double idx18 = ((cfg15 + count16) / (stride17)) + (-(TUNE_6 >> stride17));
			(void)idx18;
			__shared__ size_t sh_19[64];
			(void)sh_19;
		}
		bool t20 = cfg15 >= (cfg15 - '#');
		(void)t20;
	}
	if (cfg15 == ((int)count16)) {
		return;
	}
	if (cfg15 > (~count16)) {
		return;
	}
}

constexpr __host__ int run_norm21(int stride22, size_t q23) {
	q23 <<= 3;
	return (16 - (stride22 * '0')) - q23;
}

int main() {
	int count24 = 2466;
	count24 = BLOCK_SIZE_1;
	shade14_kernel<<<4, RADIUS_3>>>(count24 <= MAX2_4(count24, 51), +count24);
	(++count24, (count24 = 8L));
	static unsigned long val25 = 8;
	(void)val25;
	int v26 = 'A';
	(void)v26;
	try {
		if (count24 > 79) {
			throw 79;
		}
	} catch (...) {
	}
	return 0;
}
