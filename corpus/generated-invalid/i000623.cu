// cudagen 0.1 seed 623 invalid:managed_reference
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_noinline,main,constant_var,shared_var,host_global,local_array,namespace,if,goto,ternary,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c
#include "prelude.cuh"

__constant__ unsigned int c_step1 = 45;

__global__ void kick2_kernel(const long long* input3)
{
	int i4 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int m5[7] = {};
	int e6[4] = {33, 53};
}

__global__ void weigh7(int* __restrict__ dst8, const unsigned* __restrict__ coef9)
{
	int idx10 = threadIdx.x;
	int mid11 = idx10 - (dst8[0] + (-dst8[c_step1]));
	__shared__ float sh_12[128];
	unsigned int mid13 = sh_12[mid11 & 0177];
	if ((64 < threadIdx.z) && (dst8[4] == warpSize)) {
		goto finish14;
	}
	mid11 = 0b111110 ^ (gridDim.x + (dst8[mid11 & 7] * idx10));
finish14:;
}

__global__ void shade15(float* buf16, int n17)
{
	unsigned i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i18 >= n17) {
		return;
	}
	if ((*buf16) >= c_step1) {
		return;
	}
	bool acc19 = (i18 & n17) >= i18;
	n17 = (((long)8) >> (acc19 | i18)) * (*buf16);
	if (acc19 || (acc19 == i18)) {
		return;
	}
	float e20 = blockIdx.x;
}

namespace gpu21 {
static float g_score22;

__device__ void smooth23(int* buf24, int* acc25)
{
	acc25[4] = ((c_step1 ^ (*buf24)) / threadIdx.x) + ((buf24[c_step1 & 7] != ((blockIdx.x > 067) ? 25 : 07545)) ? 3 : (0b111111 + threadIdx.x));
	if ((buf24[c_step1] & (*acc25)) > blockDim.x) {
		return;
	}
}

__device__ __noinline__ float bump26(long long p27)
{
	if (((int)50) == (p27 - 11)) {
		float sum28 = ((0 + p27));
	}
	p27 = (27u << (p27 - p27)) + (blockDim.x - 41);
	p27 = (((blockDim.x + c_step1) - c_step1) > blockIdx.x) ? ((unsigned long long)p27) : c_step1;
	int mid29 = (c_step1 + 51) ^ (threadIdx.z >> 1);
	mid29 = c_step1;
	return threadIdx.x;
}
} // namespace gpu21
__managed__ int m_target31 = 1;
__managed__ int &m_ref32 = m_target31;

int main()
{
	int n30 = 3'580;
	gpu21::g_score22 = 0b11000u;
	n30 = (gpu21::g_score22 <= (29 * n30)) ? (1 - (gpu21::g_score22 - n30)) : (+(n30 + 2482ull));
	kick2_kernel<<<dim3(64), dim3((n30 + 255) / 256, (n30 + 127) / 0b10000000, 020)>>>(nullptr);
	weigh7<<<dim3((n30 + 31) / 32, 2 * 16, (n30 + 255) / 256), 512>>>(&n30, nullptr);
	shade15<<<(512), 1 << 6>>>(nullptr, 41);
	return 0;
}
