// cudagen 0.1 seed 267 invalid:unbalanced_bracket
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,host_device_function,host_function,default_args,main,constant_var,shared_var,extern_shared,constexpr_var,struct,namespace,if,for,nested_block,compound_assign,bitwise,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 3
#define MOD8_2(x) ((x) % 8)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 8
#else
#define TUNE_4 40
#endif

namespace kern5 {
__host__ __device__ int step6(int stride7, int len8 = 1U)
{
	int h9 = ((len8 + stride7) * (len8 + len8));
	double lim10 = MOD8_2(MOD8_2(stride7)) + (BLOCK_SIZE_1 / (stride7 * stride7));
	float val11 = (0x317l % stride7) + 7;
	++h9;
	stride7 = ((lim10 + val11) * (len8 + BLOCK_SIZE_1)) - h9;
	++stride7;
	return 1793;
}

__global__ void __maxnreg__(32) pivot12_kernel(int len13, int stride14, unsigned char beta15)
{
	extern __shared__ float dyn_16[];
	unsigned int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx17 >= stride14) {
		return;
	}
	for (int n18 = (blockIdx.x * blockDim.x) + threadIdx.x; n18 < (7); n18 += blockDim.x * gridDim.x) {
		dyn_16[0] = stride14;
	}
	float h19 = MOD8_2(threadIdx.z) - (TUNE_4 * len13);
	int tmp20 = len13 + (beta15 / beta15);
	stride14 &= 55;
	bool r21{false};
}

__global__ void lerp22(int count23, const float *coef24, int stride25, unsigned short a26)
{
	int gid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
	for (int n28 = 0; n28 < 0x7; n28++) {
		stride25 = gid27;
		for (int j29 = 0x0; j29 < 0x7; j29++) {
			{
				if (n28 >= coef24[count23]) {
					return;
				}
				int k30 = 15 * blockDim.x;
			}
		}
	}
	stride25 &= 0x1DL;
}
} // namespace kern5

struct Tile31 {
	bool count32;
	int mass33;
};
__constant__ int c_bias34 = 35;

void run_bias35(int count36, Tile31 p37, int n38 = -4)
{
	dim3 hi39 = dim3(2, (count36 + 31) / 32, BLOCK_SIZE_1 + 509);
	kern5::pivot12_kernel<<<2, TUNE_4 + (TUNE_4 + (TUNE_4 + (BLOCK_SIZE_1 + 485))), 0x100>>>(n38 - n38, count36, BLOCK_SIZE_1);
	Tile31 res40 = p37;
}

int main()
{
	int size41 = 0xe3;
	int vals42[4 = {1, 2, 3, 4};
	kern5::lerp22<<<2 * 2, 256>>>(12U, (const float*)nullptr, size41, MOD8_2(size41 - 0x22));
	size41 = +(size41 * size41);
	return 0;
}
