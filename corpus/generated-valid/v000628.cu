// cudagen 0.1 seed 628 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,static_host_function,main,managed_var,constexpr_var,local_array,auto_var,namespace,if,for,goto,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_bool,lit_nullptr,cast_c,cast_functional,sizeof
#include "prelude.cuh"

__global__ void apply1(long long cfg2, const char *in3, const unsigned *input4)
{
	int i5 = threadIdx.x;
	float stride6(gridDim.x * 60);
	long hi7 = cfg2 >> 1;
}

namespace detail8 {
__global__ void bias9_kernel(const float *in10, int *acc11)
{
	unsigned tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
	for (int n13 = 0; n13 < 5; n13 += 2) {
		acc11[gridDim.x & 7] = (*acc11) / (49 * (*acc11));
		int r14 = (((unsigned char)0b11100l) | tid12) * ((((*in10) * 4) == in10[blockDim.z]) ? n13 : (*in10));
	}
	constexpr int q15 = 0b101101;
	int stride16 = in10[0b1];
}
__managed__ int m_sweep17[32];
} // namespace detail8

__host__ __device__ float apply18(int len19)
{
	int idx20 = unsigned(22UL | len19) + (((len19 << 5) != len19) ? 4 : (len19 - len19));
	if (idx20 != 51u) {
		goto finish21;
	}
	if (49 == (len19 - 18L)) {
		return 34;
	}
finish21:;
	return (signed char)((long(idx20) & 1) ? (len19 - 37) : (idx20 + 127));
}

__global__ void accum22_kernel(const float *input23)
{
	int i24 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float hi25[7]{float(-4.5F), 16.625f, 55, 6.0f, 0x1p2f, 2.75f, 0x1p1f};
	auto f26 = blockIdx.x / (((i24 - detail8::m_sweep17[9]) >= 10) ? (threadIdx.y - true) : (4885 ^ threadIdx.x));
}

static __host__ unsigned int check_mix27(float *out28, int stride29, float b30)
{
	accum22_kernel<<<sizeof(float) * 4, 256>>>(out28);
	short r31{253};
	accum22_kernel<<<0b1 << 4, dim3(0b1), sizeof(double) * 256, (cudaStream_t)0>>>(nullptr);
	return int(b30) - (detail8::m_sweep17[stride29 & 31] & 58);
}

int main()
{
	int count32 = 3313;
	for (int j33 = 0; j33 < 16; ++j33) {
		count32 = ((sizeof(float) <= j33) ? 8 : detail8::m_sweep17[count32]) + 50 + ((unsigned int)(57 - count32));
		detail8::m_sweep17[count32] <<= detail8::m_sweep17[6] + 33u;
	}
	apply1<<<sizeof(float) * 2, 32, sizeof(int) * 32>>>(((unsigned char)255) + detail8::m_sweep17[15], nullptr, (const unsigned*)nullptr);
	detail8::bias9_kernel<<<dim3((count32 + 63) / 64, (1), sizeof(unsigned int) * 32), dim3((count32 + 127) / 128)>>>((const float*)nullptr, &count32);
	return 0;
}
