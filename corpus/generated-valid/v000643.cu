// cudagen 0.1 seed 643 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,host_function,constexpr_function,main,shared_var,constexpr_var,using_alias,if,if_init,while,ternary,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define CHUNK_1 128
#define LOW_BITS_2(x) ((x) & 0xF)
#undef CHUNK_1
#define CHUNK_1 48

__global__ void accum3(int len4)
{
	int idx5 = threadIdx.x;
	if (idx5 >= len4)
		return;
	len4 *= ((short int)(idx5 * CHUNK_1)) | 23;
	len4 = idx5;
	__shared__ double sh_6[64];
}

__global__ void scale7_kernel(unsigned long *__restrict__ data8, int count9, const long *input10, unsigned int *__restrict__ acc11)
{
	unsigned int tid12 = threadIdx.x;
	count9 ^= ((data8[count9 & 7] != threadIdx.z) ? acc11[tid12] : LOW_BITS_2(data8[count9])) % (*data8);
	int base13 = (count9 += 40, (count9 - (CHUNK_1 - acc11[4])));
}

constexpr __host__ int check_scale14(int len15, long cfg16)
{
	len15 ^= cfg16;
	return cfg16;
}

template <class T, typename U>
__device__ int tally17(const U *src18)
{
	T hi19 = 0x29 * src18[warpSize];
	__shared__ unsigned sh_20[CHUNK_1 + 16];
	if ((blockIdx.x == sh_20[2]) ? sh_20[0b1110] : sh_20[0x3F])
		return (hi19 += CHUNK_1, (*src18)) - CHUNK_1;
	return (sh_20[warpSize & 63] + warpSize) << ((src18[1] >= (*src18)) ? 23U : 56L);
}

static __global__ void spread21(int *buf22, float *out23, const int *coef24, const int *__restrict__ input25)
{
	int i26 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(*buf22) *= ((11 == (buf22[threadIdx.y])) ? coef24[i26] : ((out23[0x0] == 0x32) ? 0b100000L : blockIdx.x)) + ((sizeof(float)));
	int r27 = 287U;
	__shared__ int sh_28[8];
	int sum29 = r27;
}

__global__ void stencil30(int lane31, const float *__restrict__ in32, int lane33, int len34)
{
	unsigned i35 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i35 >= lane31)
		return;
	__shared__ int sh_36[128];
	float f37(+(CHUNK_1 - LOW_BITS_2(i35)));
	constexpr int f38 = 0x4 * 0xd;
}

template <typename T, class U>
inline __device__ void stencil39(const U *coef40)
{
	int iter41 = 0;
	while (iter41 < 6) {
		if (constexpr char stride42 = 5; !(coef40 == nullptr)) {
			if ((threadIdx.x) == 1)
				return;
			if (coef40 == nullptr)
				break;
		}
		++iter41;
	}
}
using idx43_t = unsigned;

template <class T>
__device__ void tile44(const T *coef45, const T *__restrict__ in46)
{
	int flag47 = coef45[gridDim.x];
	flag47 *= 0x18;
	float idx48 = *coef45;
	idx48 *= 23;
}
using idx49_t = unsigned int;

int main()
{
	int count50 = 2007;
	scale7_kernel<<<1 << 2, 8 * 16>>>((size_t*)nullptr, 3069, (const long*)nullptr, (unsigned int*)nullptr);
	count50 >>= count50 & 6;
	accum3<<<(count50 + 255) / 256, dim3((count50 + 255) / 256)>>>(~((count50 == 35) ? 26ULL : 39lu));
	spread21<<<dim3(1 << 3, (count50 + 0x7F) / 128), dim3((count50 + 0x1F) / 0x20, 1 << 5, 16), sizeof(double) * 64, 0>>>(nullptr, (float*)nullptr, (const int*)nullptr, (const int*)nullptr);
	stencil30<<<(count50 + 255) / 256, 128 * 0x4, sizeof(int) * 128, nullptr>>>(count50, (const float*)nullptr, (LOW_BITS_2(count50)), count50);
	return 0;
}
