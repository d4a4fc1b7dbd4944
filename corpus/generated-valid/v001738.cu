// cudagen 0.1 seed 1738 valid
// features: kernel,kernel_extern_c,launch,launch_dim3,builtin_vars,host_device_function,main,constant_var,shared_var,shared_2d,constexpr_var,if,goto,nested_block,ternary,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_statement,comments
#include "prelude.cuh"

#define RADIUS_1 256
#define BLOCK_SIZE_2 (3)
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define SQR_4(x) ((x) * (x))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

__global__ void sift8_kernel(int count9, float beta10, const int* src11)
{
	int tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
	__shared__ unsigned short sh_13[256];
	__shared__ unsigned sh_14;
	int r15 = tid12 - beta10;
	sh_14 = count9 * SQR_4(gridDim.x + 5LL);
	bool cnt16(count9 > (21L - r15));
}

extern "C" __global__ void merge17_kernel(int len18, unsigned int* out19, int* data20, double a21)
{
	int m22 = int(((a21 != a21) ? 0x3dUL : 35l) / SQR_4(len18));
	if (threadIdx.x >> 7) {
		return;
	}
	unsigned int y23 = (((*out19) << 5) <= 4) ? len18 : a21;
	m22 = gridDim.x;
	y23 = (TWICE_PLUS_3(m22, 4) * ((unsigned)BLOCK_SIZE_2)) + static_cast<double>(threadIdx.x + data20[7]);
	unsigned short x24(TWICE_PLUS_3(warpSize * a21, 62) - (SQR_4(len18) * data20[len18]));
}
__constant__ float c_kick25 = 10.875f;

__global__ void bias26(unsigned int* dst27, unsigned short* dst28, float a29, int len30)
{
	(*dst27) = (len30 >= (gridDim.x * dst27[6])) ? threadIdx.x : (30 + int(gridDim.x));
	short v31 = 4 - threadIdx.x;
	__shared__ float sh_32[(7)][16];
}
/* NOTE: keep in sync with the host reference. */

__host__ __device__ void step33(double p34)
{
	if (!(p34 < p34)) {
		return;
	}
	p34 = p34;
	p34 = (p34 * sizeof(float)) - (((p34 <= sizeof(long long)) || (57U == p34)) ? (11.0F + p34) : ((p34 >= 39) ? p34 : BLOCK_SIZE_2));
	if (p34 == p34) {
		return;
	}
}

__global__ void scatter35_kernel(int* data36)
{
	if (data36 == nullptr) {
		goto skip37;
	}
	data36[0x6] = static_cast<long long>(data36[blockIdx.x]);
	(*data36) = threadIdx.x;
skip37:;
}

__host__ __device__ int fuse38(int n39, const float* in40)
{
	if (n39 >= in40[n39]) {
		return (int)(*in40);
	}
	n39 = 5 * (*in40);
	n39 = static_cast<int>(in40[3] + n39 + float(n39));
	float val41 = -5;
	constexpr int base42 = 0x25;
	if (n39 != 46) {
		return n39 << 12;
	}
	if (0x8 == ((*in40) + base42)) {
		return 4 + ((int)val41);
	}
	return ((BLOCK_SIZE_2 + n39) - (*in40)) * (0x1aU + (in40[n39] + val41));
}

int main()
{
	int size43 = 0xb22;
	size43 = RADIUS_1;
	{
		size43 = -060;
		dim3 e44 = dim3((size43 + 127) / 128);
	}
	int lo45 = (size43) - static_cast<int>(static_cast<unsigned char>(BLOCK_SIZE_2));
	bias26<<<(lo45 + 0x1f) / 32, 8 * (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 10))>>>(nullptr, (unsigned short*)nullptr, (size43 + lo45) * (1l >> lo45), 7 + size43);
	sift8_kernel<<<(lo45 + 127) / 128, (0200)>>>(4188ul, TWICE_PLUS_3((size43 << lo45), 38 + size43), nullptr);
	merge17_kernel<<<(size43 + 31) / 040, 32>>>(((size43 == 15) && (lo45 <= lo45)) ? 0x33UL : lo45, nullptr, &lo45, lo45);
	scatter35_kernel<<<(4), sizeof(float) * (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 0x14))))>>>(&size43);
	return 0;
}
