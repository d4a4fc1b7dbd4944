// cudagen 0.2 seed 599 valid headers
// features: kernel,kernel_static,launch,builtin_vars,main,constexpr_var,struct,struct_methods,if,ternary,bitwise,shift,logical,comparison,incdec,comma,member_access,lit_int_hex,lit_int_suffix,lit_char,cast_static,alignof,lambda,macro_function,pp_ifdef,pp_undef,comments,local_class,operator_overload_more,extended_lambda,runtime_api
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <tuple>
#include <compare>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4
#ifndef USE_FAST_PATH_4
#define TUNE_5 13
#else
#define TUNE_5 18
#endif
#undef TUNE_5
#define TUNE_5 48
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
// Layout: row-major, no padding.
struct Node7 {
	long lo8;
	float lo9;
	unsigned int val10;
	int lo11;
	__host__ __device__ int get12() const {
		struct Local13 {
			int s;
			__host__ __device__ int add(int v) { s += v; return s; }
		};
		Local13 idx14{8};
		int idx15 = idx14.add(34 >> lo8);
		idx15 = 19l;
		return val10 + lo9 + MIN2_1(lo8, TUNE_5);
	}
};
struct Pair16 {
	float x, y;
	__device__ float operator[](int i) const { return i == 0 ? x : y; }
	__device__ Pair16 &operator+=(const Pair16 &o) { x += o.x; y += o.y; return *this; }
	__device__ Pair16 operator-() const { return Pair16{-x, -y}; }
	__device__ Pair16 &operator++() { ++x; return *this; }
	__device__ bool operator<(const Pair16 &o) const { return x < o.x; }
	friend __device__ bool operator==(const Pair16 &a, const Pair16 &b) { return a.x == b.x && a.y == b.y; }
};
__device__ Pair16 operator*(const Pair16 &a, float k) { return Pair16{a.x * k, a.y * k}; }
__device__ float ops17(float v) {
	Pair16 a{v, 1};
	Pair16 b = -a * 2;
	a += b;
	++a;
	return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
static __global__ void bump18(int n19) {
	unsigned i20 = threadIdx.x;
	if ((i20 > i20) && (9 > n19)) {
		return;
	}
	n19 = +((i20 >= i20) ? i20 : ((n19 == i20) ? i20 : alignof(int)));
	Node7 f21 = Node7{24, static_cast<float>(TUNE_5), 19, 53};
	--f21.lo9;
}
int main() {
	int len22 = 0x5C;
	cudaStream_t stream23;
	cudaStreamCreate(&stream23);
	cudaStreamSynchronize(stream23);
	double res24((len22 += len22, (20 % len22)) + TUNE_5);
	if (res24 >= TUNE_5) {
		return 'A' | len22;
	}
	auto lam25 = [=] __device__ (int v) { return v * 9 + len22; };
	applyEach6<<<1, 32>>>(lam25, nullptr, len22);
	len22 = 51;
	res24 = -len22;
	bump18<<<32, TUNE_5 + 16>>>((27U) + len22);
	return 0x0;
}
