// cudagen 0.1 seed 120 invalid:unterminated_string
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,device_array,host_global,constexpr_var,local_array,if,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define RADIUS_2 128
#define CHUNK_3 3
#undef NUM_ITERS_1
#define NUM_ITERS_1 24
// Helper used by the kernels below.

__device__ int fold4(float cfg5, char cfg6) {
	constexpr float base7 = -0.625f;
	float mid8(base7);
	cfg6--;
	return ((unsigned int)cfg6) - 9;
}

__global__ void __launch_bounds__((64), 2) tile9_kernel(const unsigned char* input10, const double* __restrict__ src11, int stride12, const unsigned* src13) {
	unsigned int i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
	long z15{45};
	long cnt16[6]{725, 63lu, z15, 58, 3379, z15};
	cnt16[0x3] += (blockDim.x);
}
static __device__ char d_score17[64];
static bool g_pivot18;
// Returns the accumulated value.

__global__ void sift19_kernel(double* buf20) {
	unsigned int i21 = (blockIdx.x * blockDim.x) + threadIdx.x;
	fold4(*buf20, fold4(d_score17[i21] * 24.25f, sizeof(unsigned char)));
	--d_score17[32];
	double v22 = i21;
	unsigned char diff23 = ((*buf20) - d_score17[i21]) + (0x13 + buf20[i21]) + v22;
	(*buf20) /= ((*buf20) += v22, fold4((buf20[i21]), 127 - i21));
}

__global__ void bump24(const double* coef25) {
	int i26 = (blockIdx.x * blockDim.x) + threadIdx.x;
	fold4(fold4(19.625f, 7 >> threadIdx.y), (double)threadIdx.z);
	float w27[3] = {};
	fold4(sizeof(int), fold4(i26, CHUNK_3));
	d_score17[37] = -(0x1 << i26);
	d_score17[warpSize] = coef25[0b11];
	d_score17[39] = *coef25;
	if ((d_score17[i26] == i26) && (!coef25))
		return;
}

int main() {
	int count28 = 3543;
	const char *label29 = "unterminated;
	--count28;
	if ((g_pivot18 >> count28) == g_pivot18)
		return g_pivot18;
	count28 = 0;
	tile9_kernel<<<0b1000, NUM_ITERS_1 + (CHUNK_3 + 101), sizeof(int) * 128>>>(nullptr, nullptr, g_pivot18, nullptr);
	sift19_kernel<<<(count28 + 0b11111) / 32, 64, 0>>>(nullptr);
	bump24<<<4 * 2, sizeof(unsigned int) * (NUM_ITERS_1 + 40), 0, (cudaStream_t)0>>>((const double*)nullptr);
	return 0;
}
