// cudagen 0.1 seed 83 valid
// features: kernel,restrict_params,launch,launch_dim3,device_function,device_noinline,device_template_function,host_function,main,shared_var,constexpr_var,local_array,enum,namespace,if,for,while,ternary,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,alignof,macro_function
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define HALF_2(x) ((x) / 2)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__device__ unsigned int merge5(float p6, signed char beta7, int n8)
{
	__shared__ float sh_9[32];
	int iter10 = 0;
	while (iter10 < 11) {
		constexpr float q11 = 21.375f;
		__shared__ unsigned int sh_12[32];
		++iter10;
	}
	return (21lu | iter10) % (33UL % beta7);
}

template <typename T, int N>
__device__ __noinline__ T kick13(T *__restrict__ acc14, long a15)
{
	if (a15 == (*acc14)) {
		int t16 = a15;
	}
	int s17 = merge5(38 & a15, (N * a15) % N, (11 * a15) - (N & a15));
	(*acc14) = (((a15) < N) && ((s17 == 0b111010) || (a15 == a15))) ? N : merge5(HALF_2(s17), a15 ^ a15, a15);
	acc14[0] += merge5(MAX2_1((*acc14), 0b10110lu - s17), a15, 4731);
	merge5((*acc14) + a15, N, 24 >> s17);
	if (a15 == 50) {
		return 4.5;
	}
	return merge5((40u / acc14[4]) + a15, (+s17) + s17, merge5(acc14[a15], N + s17, 47 * s17));
}
enum Phase18 : short {
	IDLE19,
	GREEN20,
	FAST21,
	FAST22,
	MUL23
};

namespace math24 {
__global__ void stencil25_kernel(const double *input26, float *data27, float *__restrict__ out28)
{
	for (int i29 = 0, j30 = 10; i29 < j30; (++i29, (--j30))) {
		double r31[8] = {3.875, 19.0F, 037, static_cast<double>(7.375), 12.625F};
		for (int i32 = 0; i32 < i29; i32 += 3) {
			double cnt33 = 3 >> i32;
		}
		merge5(7 | i29, alignof(double), (0b111000 * j30) - 1);
	}
}

__global__ void count34_kernel(bool cfg35, Phase18 a36, const signed char *coef37)
{
	if (!cfg35) {
		return;
	}
	float z38 = merge5(a36 >> GREEN20, 5 | (*coef37), 0b110100) * ((13 % a36) / merge5(coef37[4], cfg35, a36));
}
} // namespace math24

void check_sweep39(const char *src40, int len41, const int *in42)
{
	if (((src40[4] + 16) > in42[len41]) || ((37 == in42[6]) && (len41 != src40[len41 & 7]))) {
		len41 &= src40[2];
		if (in42[len41 & 7] > len41) {
			return;
		}
	}
}

int main(void)
{
	int size43 = 06367;
	if (!(size43 != size43)) {
		return size43;
	}
	dim3 t44((size43 + 255) / 0400, 128 * (GREEN20 + 1), (size43 + 63) / 64);
	math24::count34_kernel<<<(size43 + 127) / 128, 4 * (FAST22 + 13)>>>((35l << size43), FAST22, nullptr);
	size43 ^= size43;
	math24::stencil25_kernel<<<t44, sizeof(float) * (FAST22 + (GREEN20 + (FAST21 + (FAST22 + (GREEN20 + 54)))))>>>(nullptr, nullptr, nullptr);
	return 0;
}
