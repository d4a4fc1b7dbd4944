// cudagen 0.1 seed 195 invalid:launch_bad_config_type
// features: kernel,kernel_static,launch,launch_dim3,builtin_vars,device_function,static_device_function,host_function,main,device_var,managed_var,shared_var,extern_shared,constexpr_var,auto_var,typedef,using_alias,namespace,if,for,pragma_unroll,while,compound_assign,bitwise,shift,comparison,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,cast_c,cast_functional,sizeof,lambda,lambda_generic,macro_function,macro_statement,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

namespace gpu5 {
__device__ unsigned long d_fold6 = 46;

__host__ void spread7(int stride8, unsigned int alpha9)
{
	auto step14 = [](auto sum10) {
		auto sum11 = 051 - ((short int)sum10);
		float t12 = (float)sum10;
		int s13 = sum11;
		return sum10 * 2;
	};
	for (int j15 = stride8; j15 > 0; --j15) {
		stride8 = step14(static_cast<int>(alpha9));
		alpha9 -= (12 - j15) + (3 >> j15);
	}
	if (stride8) {
		return;
	}
}
__managed__ int m_bias16[8];
} // namespace gpu5

static __global__ void grow17_kernel(float b18)
{
	extern __shared__ int dyn_19[];
	unsigned idx20 = (blockIdx.x * blockDim.x) + threadIdx.x;
	gpu5::m_bias16[gpu5::d_fold6] = (dyn_19[6] / 0b10000) + (4 * idx20 * 15lu);
	for (int j21 = 0; j21 < 0x3; j21 += 3) {
		gpu5::d_fold6 = ((unsigned long long)gpu5::d_fold6) / (j21 * b18);
	}
	long f22 = 0x6l;
}
/* Computes one element per thread. */

static __device__ void fuse23(int stride24, int lane25)
{
	if ((stride24 - gpu5::m_bias16[blockDim.z]) <= 34) {
		return;
	}
	float mid26 = warpSize - (gpu5::d_fold6 * stride24 * 22.25f);
	int pass27 = 0;
	while (pass27 < (2 * 2)) {
		unsigned s28 = lane25;
		++pass27;
	}
	#pragma unroll
	for (int j29 = 11; j29 > 0; --j29) {
		constexpr double x30 = 21.5;
	}
	lane25 = sizeof(long long);
}
typedef int idx31_t;
using idx32_t = unsigned int;
__global__ void probe_kernel37(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}
struct Shape38 {
    int w, h;
};

int main()
{
	int size33 = 1799;
	Shape38 shape39 = {2, 3};
	probe_kernel37<<<shape39, 128>>>(nullptr, 0);
	size33 |= 36;
	auto step35 = [](auto k34) {
		k34 /= 010L;
		ACCUM_2(gpu5::m_bias16[0b101], (float(sizeof(int))));
		return k34 * 2;
	};
	idx31_t res36 = (size33 - step35(gpu5::m_bias16[size33])) - (070 * (size33 * size33));
	grow17_kernel<<<8 * 2, dim3(1 << 8)>>>(gpu5::m_bias16[0x2] - 14.625F);
	return 0;
}
