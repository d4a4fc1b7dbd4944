// cudagen 0.1 seed 488 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,grid_constant,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,host_device_function,device_template_function,constexpr_function,main,constant_var,shared_var,local_array,struct,if,nested_block,static_assert,bitwise,shift,comparison,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_function,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)

struct Stats2 {
	int val3;
	unsigned int weight4;
	int flag5;
	int y6;
};
__constant__ Stats2 c_gather7 = {50, '#', 5, 0x2AU};
// Helper used by the kernels below.

__device__ __noinline__ unsigned lerp8(const short *input9, int count10) {
	count10 = input9[count10 & 7];
	static_assert(29 == 29);
	Stats2 cnt11 = Stats2{2928, 23lu, count10, static_cast<int>(count10)};
	double f12 = cnt11.val3;
	return 24;
}
// Computes one element per thread.

template <class T, int N>
__device__ unsigned bias13(T a14) {
	if (((unsigned int)c_gather7.weight4) < a14) {
		return 48ul;
	}
	lerp8((const short*)nullptr, a14 - (0x6f1 - a14));
	lerp8(nullptr, sizeof(unsigned long long));
	return lerp8(nullptr, 59);
}

constexpr __device__ __host__ int bias15(int len16) {
	int w17{static_cast<int>(-53)};
	len16 = len16;
	return ((0x8 ^ len16) | (len16 - w17)) - 4594;
}
// Returns the accumulated value.

static __global__ void __launch_bounds__(256, 0x2) pivot18(int count19, const int *in20) {
	bias15((count19 * in20[3]) - 35u);
	count19 = c_gather7.y6;
	size_t r21 = LOW_BITS_1(count19 * count19) << (count19 << 0x6);
}
// Layout: row-major, no padding.

static __global__ void __launch_bounds__(0x20 * 2, 2) clamp22(const int *src23, int stride24, const float *input25, signed char alpha26) {
	unsigned long mid27 = input25[stride24 & 7];
	static_assert(((1 << 3) * 0x5) == 0x28);
	static_assert((54) == 54);
	static_assert(0xA > 0x9);
}
__constant__ long c_gather28 = 46UL;
// NOTE: keep in sync with the host reference.

template <typename T, int N>
__global__ void scatter29_kernel(T *buf30, __grid_constant__ const Stats2 beta31, T alpha32, T cfg33) {
	__shared__ int sh_34;
	unsigned long long prod35[5] = {0x1c, 2ULL, static_cast<unsigned long long>(bias13<float, 2>(c_gather7.flag5)), 2651, '\0'};
	{
		(*buf30) = 6.0f;
		long long hi36 = ((sh_34) * (c_gather28 - prod35[c_gather28])) & c_gather7.y6;
	}
}

inline __host__ __device__ int fold37(const float *in38) {
	return sizeof(double);
}

int main() {
	int n39 = 02215;
	scatter29_kernel<double, (4 * 2)><<<8, 128 * 4, sizeof(double) * 32, (cudaStream_t)0>>>((double*)nullptr, Stats2{}, sizeof(int), bias15(LOW_BITS_1(n39)));
	n39 = fold37(nullptr) - (21 >> (n39 + n39));
	short int acc40[6] = {};
	bias15(bias15(LOW_BITS_1(n39)));
	n39 = bias15(fold37(nullptr) * n39);
	pivot18<<<(n39 + 037) / 0x20, sizeof(float) * 64, 0, (cudaStream_t)0>>>(-34, &n39);
	clamp22<<<dim3(0x1), 32>>>(&n39, n39, nullptr, (n39 % 38) * acc40[3]);
	return 0;
}
