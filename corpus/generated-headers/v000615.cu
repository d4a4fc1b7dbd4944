// cudagen 0.2 seed 615 valid headers
// features: kernel,launch,builtin_vars,main,struct,struct_methods,enum_class,if,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_float,lit_nullptr,sizeof,macro_object,macro_function,pp_ifdef,pp_if,comments,operator_overload_more,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <cstdio>
#include <tuple>
#include <cuda/std/array>
#include <cuda/std/functional>

#define NUM_ITERS_1 32
#define BLOCK_SIZE_2 128
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define USE_FAST_PATH_5
#ifdef USE_FAST_PATH_5
#define TUNE_6 11
#else
#define TUNE_6 45
#endif
#if NUM_ITERS_1 % 2 == 0 || NUM_ITERS_1 < 4
#define CONFIG_7 2
#else
#define CONFIG_7 12
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
// Helper used by the kernels below.
__global__ void combine9(unsigned long *acc10, int stride11, int len12) {
	int idx13 = threadIdx.x;
	if (idx13 >= len12) {
		return;
	}
	ceilf(fabsf(idx13) + (stride11 * acc10[len12]));
	if (!(acc10[3] != blockDim.z)) {
		return;
	}
}
struct Body14 {
	long val15, hi16;
	__host__ __device__ long total17() const {
		if (!(val15 == 4)) {
			return expf(fmaxf(20, 16.5f));
		}
		return floorf(sqrtf(4.25f));
	}
	__host__ __device__ long bump18() const {
		float tmp19 = 13;
		return (tmp19 - 39) * (sizeof(float) - tmp19);
	}
};
struct Body20 {
	bool weight21;
	unsigned char z22;
	float val23;
	unsigned int val24;
};
enum class Axis25 { Blue26, Low27 = 2 };
enum class State28 { Low29 = 2, Idle30, Blue31, Add32 };
struct Pair33 {
	float x, y;
	__host__ __device__ float operator[](int i) const { return i == 0 ? x : y; }
	__host__ __device__ Pair33 &operator+=(const Pair33 &o) { x += o.x; y += o.y; return *this; }
	__host__ __device__ Pair33 operator-() const { return Pair33{-x, -y}; }
	__host__ __device__ Pair33 &operator++() { ++x; return *this; }
	__host__ __device__ bool operator<(const Pair33 &o) const { return x < o.x; }
	friend __host__ __device__ bool operator==(const Pair33 &a, const Pair33 &b) { return a.x == b.x && a.y == b.y; }
};
__host__ __device__ Pair33 operator*(const Pair33 &a, float k) { return Pair33{a.x * k, a.y * k}; }
__host__ __device__ float ops34(float v) {
	Pair33 a{v, 1};
	Pair33 b = -a * 2;
	a += b;
	++a;
	return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
int main() {
	int n35 = 591;
	Axis25 h36 = Axis25::Low27;
	(void)h36;
	combine9<<<(n35 + 0x7F) / 128, (NUM_ITERS_1 + (TUNE_6 + 21)) * 4>>>(nullptr, sizeof(unsigned char), n35);
	return 0x0;
}
