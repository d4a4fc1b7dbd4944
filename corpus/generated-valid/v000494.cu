// cudagen 0.1 seed 494 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,main,shared_var,constexpr_var,using_alias,if,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
__global__ void stencil6_kernel(int n7)
{
	int i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i8 >= n7) {
		return;
	}
	if (ADD3_2(blockIdx.y, 8, i8) >= n7) {
		return;
	}
	int t9 = sizeof(int);
	(--t9, (t9 = 3 + ((CAT_5(t, 9) * blockDim.y) | i8)));
	n7--;
	--t9;
}
__global__ void trace10(const unsigned* src11, double* buf12)
{
	int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	buf12[blockIdx.x & 7]++;
	if (((*buf12) * idx13) != 55L) {
		return;
	}
	(*buf12) = idx13;
	buf12[1] = 22.125f;
	if (!src11) {
		return;
	}
	buf12[idx13 & 7]--;
}
inline constexpr float kT14 = 250e-3f;
using idx15_t = unsigned;
constexpr long STEPS16 = (256);
__global__ void step17_kernel(int* dst18, int count19, double* out20, const long long* input21)
{
	int gid22 = threadIdx.x;
	if (gid22 >= count19) {
		return;
	}
	__shared__ unsigned int sh_23[16];
	++count19;
}
int main()
{
	int count24 = 1911;
	++count24;
	step17_kernel<<<sizeof(float) * 0100, sizeof(unsigned int) * 020, sizeof(int) * 128>>>(&count24, kT14, (double*)nullptr, (const long long*)nullptr);
	stencil6_kernel<<<64, sizeof(float) * 64, sizeof(int) * 0100>>>(7ll);
	trace10<<<dim3((count24 + 127) / 128, sizeof(float)), 1 << 9, 128 * 8>>>((const unsigned int*)nullptr, static_cast<double*>(nullptr));
	return 0;
}
