// cudagen 0.2 seed 602 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,host_function,main,shared_var,extern_shared,constexpr_var,if,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,partial_specialization,explicit_specialization
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/functional>
#include <compare>

#define RADIUS_1 128
#define BLOCK_SIZE_2 32
#define MOD8_3(x) ((x) % 8)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 3
#else
#define TUNE_6 21
#endif

long long check_trace7(unsigned long long p8, int len9, int *buf10) {
	long sum11 = (len9 += 0x40, ((55) * (p8 ^ 0x23)));
	double lo12{static_cast<double>((~MOD8_3(CAT_4(p, 8))) - RADIUS_1)};
	(void)lo12;
	dim3 hi13 = dim3(1 << 8);
	(void)hi13;
	return MOD8_3(len9) & (buf10[sum11] * (CAT_4(sum, 11) * p8));
}
template <typename T, typename U> struct Pick14 { static constexpr int value = 1; };
template <typename T> struct Pick14<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick14<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes16 {
	T d[N];
	T first() const { return d[0]; }
};
template <typename T> struct Lanes16<T, 1> {
	T d;
	T first() const { return d; }
};
template <> struct Pick14<float, double> { static constexpr int value = 4; };
template <typename T> int tag15(T) { return 0; }
template <> int tag15<float>(float) { return 1; }
template <> int tag15(double) { return 2; }
int specialized17(int x) {
	Lanes16<int, 1> one{x};
	Lanes16<int, 3> three{{x, 1, 2}};
	return x + Pick14<char, long>::value + Pick14<int, int>::value + Pick14<float *, int>::value + Pick14<float, double>::value + tag15(1.0f) + tag15(x) + tag15(2.0) + one.first() + three.first();
}

void run_norm18(int count19, int n20) {
	n20 <<= 5;
	n20 = n20;
}

template <typename T>
__global__ void bump21_kernel(T b22, double b23, T p24) {
	float acc25 = (b23 += 0x1, (-8)) | 0x26l;
	(void)acc25;
	p24 /= b22;
	b22--;
}

__global__ void pack26_kernel(unsigned short cfg27, unsigned int *acc28, int *__restrict__ data29) {
	extern __shared__ char dyn_30[];
	int m31 = acc28[4];
	if ((cfg27 != data29[m31]) || (data29[m31 & 7] <= data29[0x4]) || (MOD8_3(cfg27) == CAT_4(m, 31))) {
		float y32 = static_cast<unsigned long long>(m31);
		(void)y32;
		signed char q33(cfg27 + ((cfg27 += 2099, (-127)) / (TUNE_6 - (*data29))));
		(void)q33;
	}
}

int main() {
	int size34 = 1775;
	if (size34) {
		return size34;
	}
	bump21_kernel<int><<<TUNE_6 + 29, dim3((BLOCK_SIZE_2 + BLOCK_SIZE_2), 1 << 2)>>>((size34 += RADIUS_1, (-48)) ^ (size34 % RADIUS_1), sizeof(double) + (size34 - RADIUS_1), 13);
	pack26_kernel<<<(size34 + 63) / 64, (0x20)>>>(9lu ^ size34, static_cast<unsigned*>(nullptr), &size34);
	return 0;
}
