// cudagen 0.1 seed 1941 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,constexpr_function,main,device_array,shared_var,constexpr_var,namespace,if,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define NUM_ITERS_2 32
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#if BLOCK_SIZE_1 == 32
#define CONFIG_4 2
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 21
#endif

__global__ void grow5_kernel(const int *in6)
{
	int idx7 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if ((blockDim.z * in6[idx7]) < CONFIG_4)
		return;
	__shared__ double sh_8[8];
}

constexpr int host_bias9(int n10)
{
	unsigned long acc11 = n10 & 60U;
	double lo12 = 0xE % (((acc11 ^ n10) != n10) ? acc11 : (n10));
	return '0';
}

__global__ void __launch_bounds__(0b1000000) sift13(const int *in14, bool beta15)
{
	int i16 = threadIdx.x;
	int cnt17(in14[2]);
	int f18 = ((5 + cnt17) - 16) % cnt17;
	--cnt17;
	if (beta15)
		return;
}

__global__ void __launch_bounds__(BLOCK_SIZE_1 + 32) weigh19(int len20, int count21, double *data22)
{
	if (data22[gridDim.x & 7] >= data22[0x6])
		return;
	len20--;
	++count21;
	count21--;
	long long flag23 = (count21 / threadIdx.x) - (*data22);
	int lo24 = count21;
}
__device__ int d_lerp25[16];
__device__ float d_scale26[32];

__global__ void shade27_kernel(const double *in28)
{
	if ((d_lerp25[warpSize & 0xf] <= in28[5]) || (d_lerp25[blockIdx.y & 15] < threadIdx.x))
		return;
	unsigned short val29(sizeof(unsigned char));
	unsigned f30 = 0b11000;
}

namespace img31 {
__global__ void warp32(const double *input33)
{
	int tid34 = (blockIdx.x * blockDim.x) + threadIdx.x;
	d_lerp25[0xD]++;
	signed char *stride35 = nullptr;
}

__global__ void step36_kernel(long long beta37, int lane38)
{
	int tid39 = threadIdx.x;
	beta37 = (sizeof(unsigned long long));
	d_scale26[28] *= 54;
	(--d_lerp25[lane38 & 15], (beta37 += 17));
	if (BLOCK_SIZE_1 > (tid39 % lane38))
		return;
	float r40 = (~(0x40 * tid39)) + NUM_ITERS_2;
}
} // namespace img31

int main()
{
	int count41 = 3505;
	count41++;
	count41 = 0x18;
	count41--;
	unsigned int res42 = BLOCK_SIZE_1;
	img31::warp32<<<dim3((count41 + 63) / 64, (count41 + 0x1F) / 0x20, sizeof(int) * (CONFIG_4 + 0xE)), dim3((count41 + 0xFF) / 256, (res42 + 127) / 128, (res42 + 31) / 32), sizeof(int) * 64>>>((const double*)nullptr);
	int res43 = 41ll & res42;
	grow5_kernel<<<dim3(CONFIG_4 + (CONFIG_4 + (CONFIG_4 + 10))), 0x80>>>(nullptr);
	sift13<<<dim3(2 * CONFIG_4), 256, sizeof(float) * 0x80>>>(&count41, !(host_bias9(count41) <= count41));
	weigh19<<<sizeof(unsigned int), BLOCK_SIZE_1 + 224>>>('z' ^ res42, MIN2_3(MIN2_3(res42, count41), res43 - res43), nullptr);
	return 0;
}
