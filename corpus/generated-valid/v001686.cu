// cudagen 0.1 seed 1686 valid
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,constexpr_function,main,device_var,shared_var,constexpr_var,auto_var,struct,typedef,if,for,static_assert,ternary,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define HALF_2(x) ((x) / 2)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 8
#else
#define TUNE_4 41
#endif

__global__ void stencil5(int lane6, int *__restrict__ dst7, float *__restrict__ buf8, unsigned char *acc9)
{
	int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	double lim11 = 0x3c;
	lane6 = int((lim11));
}

struct Acc12 {
	float flag13;
	float mass14;
	int w15;
};
__device__ double d_mix16;

__global__ void tile17(unsigned *data18, const int *coef19, const unsigned long long *in20)
{
	unsigned int tid21 = threadIdx.x;
	__shared__ unsigned int sh_22[256];
	data18[7]--;
	auto base23 = blockDim.x;
}

__global__ void __maxnreg__(128) sweep24_kernel(float cfg25, int count26, int stride27)
{
	auto acc28 = 4204;
	d_mix16 = (float)(-(3275 << warpSize));
	if (acc28 > ((acc28 > cfg25) ? d_mix16 : stride27)) {
		return;
	}
}
// Helper used by the kernels below.

struct Acc29 {
	double weight30;
	float hi31;
	short int id32;
	int val33;
};
static_assert(5 == 0x5);
typedef unsigned int idx34_t;
/* NOTE: keep in sync with the host reference. */

constexpr int accum35(int lane36)
{
	return (lane36) - (((lane36 + lane36) >= 16) ? lane36 : lane36);
}

int main()
{
	int n37 = 976;
	tile17<<<(n37 + 255) / 256, 256>>>((unsigned int*)nullptr, &n37, nullptr);
	stencil5<<<1 << 9, 512, (TUNE_4 + 1016)>>>(accum35(n37), &n37, nullptr, static_cast<unsigned char*>(nullptr));
	for (int it38 = 0x0; it38 < n37; ++it38) {
		int z39 = 393;
		Acc29 v40 = Acc29{1.0, 22.5F, 0x6, z39};
	}
	accum35(n37);
	sweep24_kernel<<<sizeof(float) * 8, sizeof(int) * 16>>>(TUNE_4, n37, accum35(accum35(n37)));
	return 0;
}
