// cudagen 0.2 seed 260 valid headers
// features: kernel,launch,host_function,constexpr_function,default_args,main,constexpr_var,for,switch,ternary,bitwise,comparison,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,pp_ifdef,ctad,deduction_guide,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <cmath>
#include <tuple>

#ifdef USE_FAST_PATH_1
#define TUNE_2 15
#else
#define TUNE_2 18
#endif

__global__ void combine3(float* out4, long* acc5, const unsigned char* in6) {
	(*acc5) = TUNE_2 | (((*out4) == TUNE_2) ? acc5[5] : in6[2]);
	int k7 = expf(((*acc5) & acc5[1]) & acc5[7]);
	(void)k7;
}

constexpr int host_reduce8(int len9, int n10) {
	n10 = 60;
	return 0;
}
template <typename T> struct Keep11 {
	T v;
	__device__ Keep11(T x) : v(x) {}
	__device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin12 { A a; B b; };
template <typename A, typename B> Twin12(A, B) -> Twin12<A, B>;
template <typename T> struct View13 {
	const T *p;
	int n;
	__device__ View13(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View13(T *, int) -> View13<T>;
__device__ int deduce14(int x) {
	Keep11 h(x);
	Keep11 g{2.5};
	Twin12 d{x, 2.5f};
	View13 w(&x, 1);
	return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}

void host_tally15(unsigned int* dst16, int stride17 = 61) {
	fmaxf(*dst16, (TUNE_2 + dst16[6]) & (stride17 + 8));
	switch (stride17 & (*dst16)) {
	case (6): {
		double y18 = expf(host_reduce8(dst16[7], 20U) ^ (*dst16));
		(void)y18;
		for (int it19 = 0; it19 < 7; ++it19) {
			switch (stride17) {
			case 9:
				dst16[stride17 & 7] = TUNE_2 + stride17;
				break;
			case 6:
				break;
			case 7:
				break;
			case 5: {
				double y20{11.75f};
				(void)y20;
				break;
			}
			default:
				break;
			}
		}
		break;
	}
	}
}

int main() {
	int n21 = 541;
	for (int it22 = 0; it22 < 3; ++it22) {
		n21 = cosf(6 % n21) + 53u;
	}
	int lo23(57L);
	combine3<<<(lo23 + 255) / 256, (64)>>>(nullptr, nullptr, nullptr);
	return 0;
}
