// cudagen 0.1 seed 668 invalid:static_assert_failure
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_device_function,main,constexpr_var,local_array,if,for,range_for,do_while,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_static,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define WARPS_1 128
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
constexpr long RADIUS5 = 3;

__global__ void __launch_bounds__(512) pack6(int stride7, int *__restrict__ acc8, int len9, short *dst10)
{
	int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i11 >= stride7)
		return;
	++stride7;
	(++dst10[7], (len9 = i11));
}
// NOTE: keep in sync with the host reference.

__host__ __device__ void stencil12(long *__restrict__ out13, unsigned int p14)
{
	p14++;
	for (int i15 = 0; i15 < 012; i15++)
		(*out13) <<= 5u;
	double flag16 = *out13;
}

template <typename T, int N>
__global__ void __launch_bounds__(sizeof(int) * (RADIUS5 + (RADIUS5 + (RADIUS5 + 55))), 3) warp17(T *buf18, const float *__restrict__ coef19, double q20, const short *__restrict__ coef21)
{
	unsigned int gid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int res23[4] = {5};
	buf18[7] += N & blockDim.x;
	q20 /= blockIdx.z;
	for (int val24 : res23)
		buf18[0b111] = static_cast<int>((N));
	q20 *= MIN2_2(q20 - q20, MIN2_2(q20, gid22)) - ('A' - q20);
}
// Layout: row-major, no padding.

__device__ __forceinline__ long count25(long long alpha26, int count27)
{
	int iter28 = 0;
	do {
		count27 = threadIdx.y;
		++iter28;
	} while (iter28 < count27);
	if ((alpha26 <= iter28) && (alpha26 != threadIdx.y))
		return (WARPS_1 / alpha26) * 21l;
	(alpha26--, (count27 = static_cast<unsigned char>(255lu)));
	float f29 = count27;
	return 2303 << ((-count27) * (3575UL + iter28));
}
static_assert(sizeof(double) < sizeof(float), "unexpected sizes");

int main(void)
{
	int len30 = 3643;
	warp17<long, (RADIUS5 + (RADIUS5 + 1))><<<(len30 + 0b11111111) / 256, WARPS_1 + 384, sizeof(float) * 64>>>(nullptr, nullptr, len30 / len30, nullptr);
	len30 = RADIUS5 | (len30 += len30, len30);
	len30 &= len30;
	len30 |= len30;
	pack6<<<(len30 + 31) / 32, sizeof(int) * (RADIUS5 + 125), 0>>>(35, nullptr, RADIUS5 >> (len30 | 742), nullptr);
	return 0;
}
