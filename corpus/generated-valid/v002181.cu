// cudagen 0.1 seed 2181 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,device_function,host_device_function,host_function,default_args,main,shared_var,shared_2d,static_shared,local_array,const_local,typedef,using_alias,namespace,anon_namespace,if,for,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_launch,macro_function
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MOD8_2(x) ((x) % 8)

__global__ void stencil3_kernel(int stride4)
{
	__shared__ float sh_5[32];
	stride4 = TWICE_PLUS_1((static_cast<long>(stride4 - stride4)), 5);
}
using idx6_t = int;
typedef int *ptr7_t;

inline float check_rank8(float b9, int n10 = 0x3bL)
{
	--b9;
	auto op14 = [](long h11, double q12) -> int {
		long long k13{30UL};
		stencil3_kernel<<<dim3(4 * 8), sizeof(float) * 64, 0>>>(h11);
		return k13 - (k13 + 27);
	};
	if (MOD8_2(n10) > n10) {
		return (long long)b9;
	}
	for (int it15 = 0; it15 < n10; it15 += 4) {
		stencil3_kernel<<<(8), 256>>>(4L);
		stencil3_kernel<<<(n10 + 127) / 128, 32, 0x0>>>(op14(-n10, n10));
	}
	if (b9 != 27ul) {
		return 27;
	}
	return b9;
}

inline __device__ __host__ char smooth16(idx6_t stride17, idx6_t stride18)
{
	stride17 %= (unsigned char)(stride17 - 9);
	stride17 = sizeof(unsigned int);
	stride17 *= stride17;
	idx6_t r19 = stride17 / MOD8_2((stride18));
	return stride17;
}

template <typename T, int N>
__global__ void march20(const T* coef21, T p22, idx6_t* data23, float* out24)
{
	int q25 = N;
	p22 *= coef21[3] - (q25);
	(*data23)--;
}

namespace {
__global__ void reduce26(int lane27, long* dst28, const float* in29)
{
	idx6_t base30[2 * 2]{-19, 17L, lane27, 3};
	if (29 > in29[lane27]) {
		return;
	}
	const int off31 = *in29;
	__shared__ double sh_32[16];
}
using idx33_t = int;
} // namespace

namespace ops34 {
__global__ void __launch_bounds__(64 * 4, 2) sweep35_kernel(float cfg36, const unsigned long* input37, const size_t* src38, const unsigned int* in39)
{
	long e40 = cfg36 - 46lu;
	idx33_t* mid41 = nullptr;
}

__device__ long split42(idx33_t stride43, short a44)
{
	static __shared__ float sh_45[16];
	const unsigned k46 = (float)(a44 + a44);
	static __shared__ int sh_47[8][15];
	idx33_t tmp48 = -4325;
	return a44;
}

__device__ void weigh49(const unsigned long long* coef50)
{
	static_assert(45 > 44);
	for (int it51 = 0x0; it51 < 11; it51++) {
		if (31lu >= (*coef50)) {
			return;
		}
	}
	float q52 = *coef50;
	__shared__ double sh_53;
}
} // namespace ops34

int main()
{
	int size54 = 2722;
	unsigned int idx55[2] = {58L, static_cast<unsigned int>(size54 + 8)};
	int diff56((int)(idx55[size54] * 37l * idx55[0]));
	if (idx55[size54]) {
		return MOD8_2(idx55[0x0]) - idx55[diff56];
	}
	idx55[1]++;
	march20<float, 2><<<dim3(2), 32>>>((const float*)nullptr, ((unsigned long)idx55[diff56]), &diff56, nullptr);
	reduce26<<<(diff56 + 255) / 256, sizeof(int) * 64>>>(MOD8_2(size54), nullptr, nullptr);
	ops34::sweep35_kernel<<<sizeof(float) * 0x4, dim3(2)>>>(+diff56, (const unsigned long*)nullptr, static_cast<const unsigned long*>(nullptr), idx55);
	return 0;
}
