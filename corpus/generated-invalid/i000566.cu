// cudagen 0.1 seed 566 invalid:macro_too_few_args
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,default_args,main,shared_var,extern_shared,constexpr_var,typedef,using_alias,namespace,if,goto,nested_block,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,alignof,macro_paste,comments
#include "prelude.cuh"

#define SCALE_45(a, b) ((a) * (b))
#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
static_assert(sizeof(int) == 0x4, "bad config");

__global__ void merge4_kernel(int stride5, float q6, const unsigned int *coef7)
{
	int idx8 = threadIdx.x;
	if (CAT_3(stride, 5) < CAT_3(stride, 5)) {
		goto finish11;
	}
	{
		__shared__ int sh_9;
		int flag10 = 01054ul;
	}
finish11:;
}
/* Returns the accumulated value. */

__global__ void relax12(int n13, int *data14, const int *input15, const float *coef16)
{
	int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx17 >= n13)
		return;
	float s18{2.f};
	s18 -= input15[6];
	long k19{24};
	k19 &= 50;
	k19++;
	__shared__ unsigned int sh_20[32];
	if (!coef16) {
		goto done21;
	}
	k19 = input15[0x2];
done21:;
}

__device__ __host__ float probe22(const signed char *in23, int n24, unsigned b25)
{
	n24 |= b25;
	unsigned long sum26{3};
	++b25;
	--b25;
	sum26 = *in23;
	n24 = 4 << sum26;
	return (alignof(char) - sum26) + b25;
}
using ptr27_t = int*;

namespace gpu28 {
typedef int *ptr29_t;

__host__ __device__ int fold30(float b31 = 0x12bc)
{
	b31 = ((CAT_3(b, 31) / sizeof(float)) - (19.375f - b31)) * b31;
	int t32 = CAT_3(b, 31);
	t32 = b31;
	t32 = t32;
	b31 += 23.0f;
	if (t32 >= b31)
		return -0b100;
	int res33 = b31;
	return CAT_3(res, 33);
}
} // namespace gpu28

template <typename T, int N = 7>
__global__ void __maxnreg__(32) probe34(T cfg35)
{
	cfg35 = 22.5;
	unsigned int sum36(052 + cfg35);
	static_assert(sizeof(int) == 0x4, "expected value");
	if ((sum36 + cfg35) < 28)
		return;
	T lo37 = (sum36) - sum36;
}

template <typename T, int N>
__global__ void gather38_kernel(const T *src39, unsigned int cfg40)
{
	extern __shared__ unsigned char dyn_41[];
	int gid42 = threadIdx.x;
	dyn_41[gridDim.y] -= N / (dyn_41[3] * gid42 * N);
	static_assert(10 == 0xA);
	dyn_41[blockIdx.z] |= ((30 + gid42) * dyn_41[cfg40]) + ((N * threadIdx.x) + blockIdx.x);
	int idx43 = src39[cfg40];
}

int main()
{
	int len44 = 0x1EF;
	len44 = SCALE_45(len44);
	len44 *= 12;
	len44 = len44;
	merge4_kernel<<<512, 256 * 0x2, 0>>>(2804, 19.625f, (const unsigned int*)nullptr);
	relax12<<<32, 64>>>(0x34, &len44, nullptr, (const float*)nullptr);
	probe34<double, ((1))><<<020, 512, 256, (cudaStream_t)0>>>(13.25f);
	return 0;
}
