// cudagen 0.1 seed 1045 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_template_function,host_function,static_host_function,main,constexpr_var,auto_var,const_local,using_alias,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,sizeof,alignof,comments
#include "prelude.cuh"

__global__ void step1(double cfg2)
{
	unsigned int i3 = threadIdx.x;
	float x4 = i3;
	char lo5 = 0x3Dl;
	float k6 = +i3;
	auto m7 = x4;
}

static int run_accum8(int stride9, int n10, unsigned cfg11)
{
	dim3 res12((cfg11 + 31) / 32, 0x1 << 1, (n10 + 255) / 0x100);
	stride9 *= cfg11 / 0x1;
	dim3 k13((cfg11 + 255) / 256, (0x2), 1 << 0x4);
	return 41u;
}
using idx14_t = long long;
using ptr15_t = unsigned int*;
// Helper used by the kernels below.

template <typename T, int N = 6>
__global__ void merge16_kernel(T alpha17)
{
	int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	alpha17 = ((0x1L + i18) & (blockDim.x)) + (40u);
	alpha17 += blockIdx.y;
	const T flag19 = 61;
	alpha17++;
}

template <typename T, int N = 3>
__device__ short int fold20(T cfg21, T *dst22)
{
	unsigned int val23 = *dst22;
	cfg21++;
	static_assert(sizeof(int) == 4);
	float q24 = val23;
	const T lo25 = (N - ((alignof(int) <= dst22[2]) ? val23 : N)) >> (gridDim.z * 0xeUL);
	int cnt26 = cfg21;
	T hi27 = N;
	return cnt26;
}

int main()
{
	int n28 = 2359;
	bool lim29 = (n28 - (5 + n28)) <= 0x9UL;
	n28--;
	n28 = lim29 ? (n28 >> (n28 - 59)) : ((lim29 - 13) * lim29);
	bool lo30 = (n28 & 1);
	step1<<<0x80, (32), sizeof(int) * 0x20>>>(12.25);
	merge16_kernel<double, 0x6><<<(n28 + 0x1f) / 0x20, 32>>>((n28 > 0x39) ? lo30 : (0x1f));
	return 0;
}
