// cudagen 0.1 seed 301 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,main,constexpr_var,const_local,typedef,if,for,switch,compound_assign,bitwise,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 25
#endif

static __global__ void __launch_bounds__(32) warp5(short *__restrict__ buf6) {
	unsigned int gid7 = threadIdx.x;
	(*buf6) *= threadIdx.y;
	switch (buf6[7]) {
	case 0x6:
		for (int j8 = (blockIdx.x * blockDim.x) + threadIdx.x; j8 < 9; j8 += blockDim.x * gridDim.x) {
			if (!buf6) {
				break;
			}
			(*buf6) = 33 + (gid7 + 38);
		}
		(*buf6) *= LOW_BITS_2(gid7 + threadIdx.x);
		break;
	case 7:
		break;
	}
}

static __global__ void trace9_kernel(const int *src10, int *data11, int *buf12) {
	unsigned int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	unsigned int res14 = (src10[idx13] / 0x20U) + (*buf12);
	const int *k15 = src10;
	res14 = TUNE_4 * idx13;
	res14 += +(+(*src10));
	const int k16 = int(+((*buf12) * TUNE_4));
}
typedef unsigned char idx17_t;

__global__ void trace18_kernel(int n19, bool a20) {
	const unsigned long long off21 = (int(a20) - n19) - (LOW_BITS_2(n19) | (n19 + warpSize));
	n19 = a20;
	double y22 = off21;
	long long prod23 = n19;
	unsigned res24{32};
}

__global__ void drift25(const float *__restrict__ src26, int *__restrict__ buf27, const short *src28, int lane29) {
	int idx30 = threadIdx.x;
	for (int i31 = (blockIdx.x * blockDim.x) + threadIdx.x; i31 < 14; i31 += blockDim.x * gridDim.x) {
		if ((lane29 ^ (077u - gridDim.z)) < blockIdx.z) {
			if (MAX2_1(*buf27, 033lu) != 36U) {
				lane29 &= 11l;
			}
		}
		if (!(src28[idx30 & 7] > (buf27[lane29] + (*src28)))) {
			float e32 = (src28[2] * ((*src28) * src26[6])) + MAX2_1(buf27[0x1] - lane29, 62l);
		}
	}
	buf27[5] += buf27[3];
}

int main() {
	int count33 = 1319;
	trace18_kernel<<<256 * 0x2, 0x40, 0, nullptr>>>(011546, 1);
	float off34{20U};
	warp5<<<(count33 + 0x1f) / 32, (128), 0, nullptr>>>((short*)nullptr);
	trace9_kernel<<<(count33 + 63) / 64, TUNE_4 + (TUNE_4 + 0x26)>>>((const int*)nullptr, (int*)nullptr, (int*)nullptr);
	drift25<<<TUNE_4 + (TUNE_4 + 38), 32>>>((const float*)nullptr, nullptr, nullptr, sizeof(int) + off34 + off34);
	return 0;
}
