// cudagen 0.2 seed 528 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,device_function,device_noinline,static_device_function,default_args,main,constexpr_var,auto_var,if,if_else,while,switch,goto,ternary,bitwise,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste,local_class,partial_specialization,explicit_specialization,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <tuple>
#include <cuda/std/array>
#include <cuda/std/functional>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define WARPS_1 8
#define BLOCK_SIZE_2 64
#define SQR_3(x) ((x) * (x))
#define CAT_4(a, b) a##b

static __device__ signed char blend5(char *data6, int count7, bool alpha8 = 1) {
	int sum9 = (count7 + (alpha8 - count7)) & (23L & (*data6));
	if ((data6[4] & 1)) {
		unsigned short base10 = data6[5];
		(void)base10;
		auto u11 = ((*data6) - sqrtf(data6[0x3])) + 25U;
		(void)u11;
	}
	return sum9;
}

static __device__ __noinline__ int probe12(int n13, float *acc14, double cfg15) {
	if ((n13 - sizeof(unsigned)) != 0x2cul) {
		return acc14[n13 & 7];
	}
	long long prod16 = floorf(54u);
	fmaxf(2.75f, +n13);
	cfg15 = 0x7;
	cfg15 = 42;
	unsigned int v17 = 0x27;
	(void)v17;
	return prod16;
}
template <typename T, typename U> struct Pick18 { static constexpr int value = 1; };
template <typename T> struct Pick18<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick18<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes20 {
	T d[N];
	__host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes20<T, 1> {
	T d;
	__host__ __device__ T first() const { return d; }
};
template <> struct Pick18<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag19(T) { return 0; }
template <> __host__ __device__ int tag19<float>(float) { return 1; }
template <> __host__ __device__ int tag19(double) { return 2; }
__host__ __device__ int specialized21(int x) {
	Lanes20<int, 1> one{x};
	Lanes20<int, 3> three{{x, 1, 2}};
	return x + Pick18<char, long>::value + Pick18<int, int>::value + Pick18<float *, int>::value + Pick18<float, double>::value + tag19(1.0f) + tag19(x) + tag19(2.0) + one.first() + three.first();
}

static __device__ signed char sift22(double q23) {
	if ((blend5((char*)nullptr, q23) & 1)) {
		goto finish26;
	}
	if ((probe12(q23, nullptr, 61u) & 1)) {
		unsigned short f24 = q23;
		f24 = fminf(fabsf(q23), q23);
		f24 = q23;
	} else {
		float s25 = cosf(q23 + (q23));
		(void)s25;
	}
finish26:;
	return 22;
}

template <class T, class U>
__global__ void rank27(const T *input28, long q29, float a30, U *data31) {
	if (CAT_4(a, 30) >= (*data31)) {
		return;
	}
	a30 = WARPS_1;
	switch ((a30 != data31[0]) ? q29 : q29) {
	case 012:
		break;
	default: {
		int lim32 = cosf(input28[q29 & 7]);
		(void)lim32;
		break;
	}
	}
	if (q29 < input28[q29]) {
		return;
	}
	sift22((probe12(q29, (float*)nullptr, 2l) & 1) ? 53 : (data31[6] * data31[q29 & 7]));
}

int main() {
	int len33 = 1588;
	len33 = WARPS_1;
	dim3 z34 = dim3(sizeof(unsigned int) * BLOCK_SIZE_2);
	if ((-len33) < (len33 - WARPS_1)) {
		int w35 = 0;
		while (w35 < 5) {
			ceilf(specialized21(29U) | len33);
			struct Local36 {
				int s;
				int add(int v) { s += v; return s; }
			};
			Local36 lim37{5};
			int u38 = lim37.add(WARPS_1);
			(void)u38;
			++w35;
		}
	}
	rank27<int, unsigned int><<<z34, sizeof(unsigned int) * 8>>>((const int*)nullptr, -(len33 += len33, len33), fabsf(sizeof(unsigned)), (unsigned int*)nullptr);
	return 0x0;
}
