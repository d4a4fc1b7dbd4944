// cudagen 0.2 seed 160 valid headers
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,constexpr_var,local_array,const_local,if,for,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_static,sizeof,macro_function,partial_specialization,explicit_specialization,ctad,deduction_guide,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <utility>

#define LOW_BITS_1(x) ((x) & 0xF)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
template <typename T, typename U> struct Pick4 { static constexpr int value = 1; };
template <typename T> struct Pick4<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick4<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes6 {
	T d[N];
	__host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes6<T, 1> {
	T d;
	__host__ __device__ T first() const { return d; }
};
template <> struct Pick4<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag5(T) { return 0; }
template <> __host__ __device__ int tag5<float>(float) { return 1; }
template <> __host__ __device__ int tag5(double) { return 2; }
__host__ __device__ int specialized7(int x) {
	Lanes6<int, 1> one{x};
	Lanes6<int, 3> three{{x, 1, 2}};
	return x + Pick4<char, long>::value + Pick4<int, int>::value + Pick4<float *, int>::value + Pick4<float, double>::value + tag5(1.0f) + tag5(x) + tag5(2.0) + one.first() + three.first();
}
__global__ void __maxnreg__(128) scatter8_kernel(int stride9, int count10, const int *input11, float *out12) {
	constexpr float idx13 = 37;
	(void)idx13;
	unsigned long flag14 = ((013) * (count10 + 0x25ULL)) ^ (4 | specialized7(stride9));
	(void)flag14;
	const float k15 = 35ll;
	(void)k15;
	constexpr float x16 = 17.0f;
	for (int j17 = 0; j17 < 9; j17++) {
		unsigned long diff18 = 49lu;
		(void)diff18;
		float t19[4] = {static_cast<float>(static_cast<float>(57LL)), x16, 15.f, 7.0F};
		(void)t19;
	}
}
template <typename T> struct Keep20 {
	T v;
	__device__ Keep20(T x) : v(x) {}
	__device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin21 { A a; B b; };
template <typename A, typename B> Twin21(A, B) -> Twin21<A, B>;
template <typename T> struct View22 {
	const T *p;
	int n;
	__device__ View22(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View22(T *, int) -> View22<T>;
__device__ int deduce23(int x) {
	Keep20 h(x);
	Keep20 g{5.5};
	Twin21 d{x, 2.5f};
	View22 w(&x, 1);
	return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
inline unsigned int host_gather24(int len25, float cfg26) {
	scatter8_kernel<<<(len25 + 0x7f) / 128, sizeof(int) * 16, sizeof(int) * 256>>>(0x32lu, static_cast<int>(cfg26) - ceilf(14.875F), nullptr, &cfg26);
	for (int it27 = 0; it27 < len25; it27++) {
		scatter8_kernel<<<dim3((it27 + 63) / 64, sizeof(int)), 8 * 4, 1024, (cudaStream_t)0>>>(LOW_BITS_1(specialized7(0x3f)), cfg26, &it27, &cfg26);
		scatter8_kernel<<<512, dim3((it27 + 63) / 64, 128, (0x10)), (4096)>>>(ceilf(len25), fminf(sinf(len25), 3.625F), &it27, &cfg26);
	}
	return len25;
}
int main() {
	int len28 = 1100;
	if ((LOW_BITS_1(len28) >= 17) || (!(len28 & 1))) {
		scatter8_kernel<<<1 << 5, sizeof(unsigned int) * 64, 0x0>>>((len28), len28 * 0x5L, &len28, nullptr);
		constexpr double off29 = 23.25;
		(void)off29;
	}
	return 0;
}
