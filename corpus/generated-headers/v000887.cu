// cudagen 0.2 seed 887 valid headers
// features: kernel,maxnreg,launch,main,struct,operator_overload,if,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_static,macro_function,macro_paste,macro_statement,multiple_inheritance,partial_specialization,explicit_specialization,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <cstdio>
#include <cooperative_groups.h>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

struct Bounds7 {
	float id8, hi9;
	float y10;
	signed char hi11;
};

inline __host__ __device__ Bounds7 operator+(Bounds7 a, Bounds7 b) {
	Bounds7 r = a;
	r.id8 += b.id8;
	r.hi9 += b.hi9;
	r.y10 += b.y10;
	r.hi11 += b.hi11;
	return r;
}
template <typename T, typename U> struct Pick12 { static constexpr int value = 1; };
template <typename T> struct Pick12<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick12<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes14 {
	T d[N];
	__host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes14<T, 1> {
	T d;
	__host__ __device__ T first() const { return d; }
};
template <> struct Pick12<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag13(T) { return 0; }
template <> __host__ __device__ int tag13<float>(float) { return 1; }
template <> __host__ __device__ int tag13(double) { return 2; }
__host__ __device__ int specialized15(int x) {
	Lanes14<int, 1> one{x};
	Lanes14<int, 3> three{{x, 1, 2}};
	return x + Pick12<char, long>::value + Pick12<int, int>::value + Pick12<float *, int>::value + Pick12<float, double>::value + tag13(1.0f) + tag13(x) + tag13(2.0) + one.first() + three.first();
}
struct Part17 {
	int m0;
	__host__ __device__ int get0() const { return m0 * 2; }
};
struct Trait18 {
	int m1;
	__host__ __device__ int get1() const { return m1 * 4; }
};
struct Combo16 : Part17, Trait18 {
	int own;
	__host__ __device__ int sum() const { return get0() + get1() + own; }
};
__host__ __device__ int mix19(int x) {
	Combo16 d{};
	d.m0 = x + 0;
	d.m1 = x + 1;
	d.own = x;
	return d.sum();
}

__global__ void __maxnreg__(128) update20_kernel(const int *src21, int lane22) {
	if (((*src21) > lane22) || (23L == CAT_5(lane, 22))) {
		return;
	}
	Bounds7 f23 = Bounds7{static_cast<float>(lane22), 750e-3f, 18ull, 127};
	(void)f23;
}

int main() {
	int size24 = 1141;
	if ((1 > (size24 += size24, size24)) && (size24 < (size24 / size24))) {
		cudaStream_t stream25;
		cudaStreamCreate(&stream25);
		cudaStreamSynchronize(stream25);
		size24 &= size24;
		double z26 = CAT_5(size, 24) - size24;
		(void)z26;
	}
	if (size24 != 8u) {
		return -(CAT_5(size, 24) << 6);
	}
	fmaxf((MIN2_1(CAT_5(size, 24), size24)), size24);
	update20_kernel<<<(128), (0x80)>>>(nullptr, size24);
	return 0;
}
