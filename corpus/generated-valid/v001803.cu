// cudagen 0.1 seed 1803 valid
// features: kernel,kernel_static,kernel_template,launch_deduced_template_args,launch,builtin_vars,host_function,main,shared_var,constexpr_var,if,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

template <typename T, typename U>
__global__ void mix3(U *dst4, T p5) {
	unsigned tid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid6 < p5) {
		T *mid7 = nullptr;
		float tmp8 = gridDim.x;
		mid7[0] = (mid7[tid6 & 7] - tid6) + tmp8;
	}
	T *r9 = nullptr;
	int e10 = ((tid6 - blockIdx.x) - (*dst4)) * r9[3];
	const U *k11 = nullptr;
}

template <class T, int N = 2>
__global__ void stencil12(T *dst13) {
	int gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
	dst13[gid14] = (blockIdx.y % (21UL * gid14)) + 8.25f;
	const unsigned int *m15 = nullptr;
}

__global__ void count16_kernel(int len17) {
	int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	len17 = 14lu;
	len17 = len17;
	if (len17 <= len17) {
		return;
	}
	--len17;
}

template <typename T, int N>
__global__ void spread19_kernel(T *dst20) {
	int i21 = (blockIdx.x * blockDim.x) + threadIdx.x;
	dst20[6]++;
	dst20[blockDim.z & 7] = threadIdx.y - (N + (dst20[5] + 25ul));
	__shared__ float sh_22;
	T h23 = threadIdx.x + 57;
}

static __global__ void fuse24(const unsigned char *coef25, int stride26) {
	unsigned int tid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid27 >= stride26) {
		return;
	}
	double z28 = stride26;
	z28 = 59;
	z28 = tid27;
	float *hi29 = (float*)nullptr;
}

int run_reduce30(int lane31, const double *in32) {
	lane31++;
	constexpr float hi33 = 10.75F;
	constexpr int u34 = (3) * 7;
	return 3'442lu + lane31;
}

int main() {
	int count35 = 1407;
	if (count35 == 37) {
		return 24;
	}
	unsigned long sum36{46};
	mix3<<<(sum36 + 31) / 32, 16 * 8>>>((long*)nullptr, 9.);
	stencil12<<<4 * 2, 32>>>((long*)nullptr);
	count16_kernel<<<(sum36 + 255) / 256, 8 * 4>>>(sizeof(unsigned));
	return 0;
}
