// cudagen 0.1 seed 1234 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,main,device_array,constexpr_var,struct,struct_methods,aligned_struct,for,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_nullptr,sizeof,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define BLOCK_SIZE_2 16
#define TILE_DIM_3 32
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 8
#else
#define TUNE_6 35
#endif
static __device__ unsigned long d_bias7[8];

__global__ void filter8(const float *in9, int count10, int stride11) {
	unsigned i12 = (blockIdx.x * blockDim.x) + threadIdx.x;
	d_bias7[3]++;
	for (int i13 = 0, j14 = count10; i13 < j14; (++i13, (--j14))) {
		d_bias7[blockDim.x] = in9[5];
		d_bias7[1] = count10;
	}
}

struct __align__(16) Node15 {
	float z16;
	long long weight17;
};

struct Sample18 {
	int mass19;
	float count20;
	float weight21;
	int z22;
	__host__ __device__ int get23() const {
		return TUNE_6;
	}
	__host__ __device__ void apply24(double v25) {
		z22 = 1 + v25;
	}
};

int main() {
	int len26 = 39;
	len26 = 1318U;
	len26 = 27l;
	--len26;
	filter8<<<4 * 2, 512, sizeof(double) * 32>>>(nullptr, 29, len26);
	return 0;
}
