// cudagen 0.1 seed 2273 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,device_template_function,host_function,main,shared_var,constexpr_var,local_array,auto_var,static_local,struct,struct_methods,struct_template,enum,enum_class,using_alias,if,if_else,for,while,static_assert,bitwise,comparison,incdec,pointer_arith,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define SQR_3(x) ((x) * (x))
__global__ void __launch_bounds__(NUM_ITERS_1 + (NUM_ITERS_1 + 896)) count4(int stride5) {
	stride5++;
	stride5--;
	__shared__ unsigned int sh_6;
	auto s7 = sh_6;
	int e8 = NUM_ITERS_1 - s7;
}
// Computes one element per thread.
struct Particle9 {
	int mass10;
	unsigned int w11;
	__host__ __device__ int get12(double mid13) const {
		Particle9 f14 = {mass10, 0l};
		return 5l;
	}
	__host__ __device__ void mix15(char cnt16) {
		w11 = SQR_3(cnt16);
	}
};
template <typename T>
struct Acc17 {
	T z18;
	long count19;
	__host__ __device__ T norm20() const {
		return (sizeof(char));
	}
};
// Helper used by the kernels below.
template <typename T, int N>
__global__ void apply21(const T *in22, const float *coef23, const int *src24, T *out25) {
	__shared__ int sh_26;
	__shared__ int sh_27[64];
	if ((sh_26 & 0b1)) {
		short m28[8] = {1139};
		int iter29 = 0;
		while (iter29 < 13) {
			sh_27[59] = sizeof(Acc17<int>) - (sh_26 ^ (*src24));
			++iter29;
		}
		--(*out25);
	} else if (SQR_3(in22[sh_26]) <= (13 % sh_27[28])) {}
}
enum class Color30 : long { Off31, On32 };
enum Op33 : short { OFF34, SLOW35 = 2, MUL36 = 4, GREEN37 };
/* Computes one element per thread. */
template <typename T>
__global__ void __launch_bounds__(64) mix38_kernel(T q39) {
	++q39;
	if (q39 >= 20LL)
		return;
	__shared__ double sh_40[256];
}
using idx41_t = unsigned char;
template <class T, int N = 8>
__host__ __device__ unsigned long pack42(const T *in43) {
	if (49u != static_cast<T>(in43[2])) {
	} else if ((in43[5] + 139) < SQR_3(in43[5])) {
	} else {
	}
	return 30;
}
__global__ void tally44_kernel(int *data45, float *buf46) {
	if ((*data45) <= buf46[0])
		return;
	float f47[4] = {};
	int mid48[(MUL36 + 3)] = {50L, 59};
}
template <typename T, int N>
__global__ void __launch_bounds__((MUL36 + (MUL36 + (GREEN37 + (SLOW35 + 1009))))) decay49_kernel(const T *coef50) {
	for (int it51 = 15; it51 > 0; --it51) {
		static_assert(38 > 37, "tile must fit");
		Color30 prod52 = Color30::On32;
	}
	static_assert(sizeof(int) == 4, "bad config");
	unsigned v53 = N * (((*coef50) - N) + (46 + coef50[2]));
}
int check_sweep54(unsigned int q55, int *out56, int *data57) {
	q55 = static_cast<int>(q55);
	--data57[q55];
	dim3 res58 = dim3(GREEN37 + (GREEN37 + 6), (q55 + 63) / 64, (q55 + 63) / 64);
	return -54;
}
int main(void) {
	int count59 = 1633;
	Acc17<int> sum60{58U, 1336l};
	float mid61 = sizeof(idx41_t);
	static float v62 = 9.75F;
	++v62;
	count4<<<dim3(0b1, (0400)), 512, sizeof(double) * 128, nullptr>>>(sum60.count19 * (mid61 + GREEN37));
	apply21<float, ((1))><<<(count59 + 63) / 64, (GREEN37 + 251), sizeof(int) * 256, 0>>>(static_cast<const float*>(nullptr), nullptr, static_cast<const int*>(nullptr), (float*)nullptr);
	mix38_kernel<<<dim3((count59 + 63) / 64), dim3(128), sizeof(int) * 0100, 0>>>(8u);
	return 0;
}
