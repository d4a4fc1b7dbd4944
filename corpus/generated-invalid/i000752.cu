// cudagen 0.1 seed 752 invalid:device_main
// features: kernel,launch,launch_shared_mem,launch_stream,main,shared_var,extern_shared,for,range_for,switch,compound_assign,bitwise,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 18
#endif

__global__ void filter5_kernel(unsigned int *dst6) {
	extern __shared__ unsigned char dyn_7[];
	__shared__ float sh_8[sizeof(float) * 2];
	for (float lo9 : sh_8) {
		switch (dst6[1]) {
		case (0): {
			int cnt10 = +(*dst6);
			for (int j11 = 0; j11 < 0x10; j11 += 1) {
				++cnt10;
				dst6[cnt10] += 51U / (lo9);
			}
			break;
		}
		case (10):
			break;
		case 2:
			break;
		default:
			break;
		}
	}
}

__host__ __device__ int main() {
	int n12 = 1995;
	n12 = n12 - n12;
	--n12;
	filter5_kernel<<<(1), 128 * 0x4, TUNE_4 + (TUNE_4 + 998), (cudaStream_t)0>>>(nullptr);
	return 0;
}
