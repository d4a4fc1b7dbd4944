// cudagen 0.1 seed 96 invalid:nonconstant_case_label
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,device_function,device_forceinline,host_device_function,host_function,constexpr_function,default_args,main,constant_var,shared_var,extern_shared,constexpr_var,const_local,anon_namespace,if,if_else,if_init,for,pragma_unroll,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,macro_object
#include "prelude.cuh"

#define CHUNK_1 5
#define WARPS_2 8

namespace {
__global__ void norm3(int *acc4, const short *in5, float *out6)
{
	extern __shared__ unsigned int dyn_7[];
	int i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (long x9 = i8; blockDim.y >= dyn_7[i8]) {
		out6[i8] /= i8;
		float acc10 = *acc4;
		x9++;
	} else if (x9 > 0x38UL)
		return;
}

constexpr int lerp11(int len12)
{
	return ((787 & len12) & 20) % (len12);
}

__global__ void spread13_kernel(const int *input14, const float *coef15)
{
	extern __shared__ char dyn_16[];
	#pragma unroll 4
	for (int j17 = (blockIdx.x * blockDim.x) + threadIdx.x; j17 < 15; j17 += blockDim.x * gridDim.x) {
		if (float mid18 = (static_cast<int>(dyn_16[threadIdx.y]) % (dyn_16[j17 & 7] << dyn_16[j17 & 7])) * WARPS_2; ((!(input14[j17] < blockIdx.x)) ? 29 : mid18) != dyn_16[gridDim.x]) {
			int t19 = 34 + static_cast<int>(dyn_16[j17]) + blockDim.x;
			int acc20 = blockIdx.x;
		}
	}
}
} // namespace

__device__ __forceinline__ int drift21(unsigned int beta22)
{
	if ((beta22 < WARPS_2) && (0x3 >= threadIdx.x) && (20 > beta22))
		beta22 -= warpSize + threadIdx.x;
	if ((beta22 / blockIdx.x) != beta22)
		return 0b111;
	return (int)(('\'' == beta22) ? beta22 : 2935);
}
static constexpr long RADIUS23 = 3;

__host__ __device__ short count24(int n25, double beta26)
{
	n25 %= (unsigned int)WARPS_2;
	if ((beta26 + 0x2Eul) != 'a')
		return 30 - beta26;
	for (int it27 = 0xa; it27 > 0x0; --it27) {
		n25 %= 37;
		double acc28 = 23;
	}
	return +(59 * beta26);
}

__global__ void blend29(const unsigned char *in30, const int *coef31, unsigned int beta32, int len33)
{
	extern __shared__ int dyn_34[];
	unsigned tid35 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid35 >= len33)
		return;
	dyn_34[len33] <<= RADIUS23;
	constexpr bool y36 = 0;
}
__constant__ int c_decay37 = 6;

__device__ __forceinline__ float step38(unsigned int *dst39, int len40, int lane41 = 25)
{
	lane41 = static_cast<float>(52) - count24(RADIUS23, count24(threadIdx.x, blockIdx.x));
	len40 -= blockIdx.z << (((len40 < 36) ? (*dst39) : RADIUS23) * threadIdx.z);
	lane41 &= RADIUS23 << dst39[0b0];
	const double idx42 = count24(blockDim.x - threadIdx.x, len40);
	int sum43 = ((threadIdx.y + c_decay37) == ('\x7f' - dst39[c_decay37])) ? (*dst39) : (*dst39);
	dst39[len40] = (RADIUS23) * ((warpSize + WARPS_2) * c_decay37);
	const int prod44 = 17;
	return lane41;
}

inline int host_score45(double *out46, int n47)
{
	n47 <<= 0;
	for (int i48 = 0; i48 < n47; ++i48) {
		if ((n47 & 1) || (out46[i48] == n47))
			return (i48);
		if (n47 <= i48)
			return n47;
	}
	if (int e49 = 16; (n47 | (RADIUS23 ^ e49)) > ((float)n47)) {
		norm3<<<(WARPS_2 + (WARPS_2 + (RADIUS23 + (CHUNK_1 + 104)))), 1 << (RADIUS23 + (RADIUS23 + 1)), 0>>>(nullptr, (const short*)nullptr, nullptr);
		n47 <<= e49;
	}
	return 3;
}

int main()
{
	int count50 = 786;
	int lim_51 = 4;
	switch (count50) {
	case lim_51:
	    break;
	}
	blend29<<<dim3((count50 + 31) / 0x20), 0x40>>>(nullptr, nullptr, 11, 41ul);
	spread13_kernel<<<dim3((count50 + 0x1f) / 0x20, 16, (count50 + 255) / 256), 0b10000000>>>(nullptr, static_cast<const float*>(nullptr));
	count50 &= host_score45(static_cast<double*>(nullptr), RADIUS23 << static_cast<unsigned char>(count50));
	count24(count24(count50, RADIUS23), count50);
	return 0;
}
