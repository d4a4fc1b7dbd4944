// cudagen 0.2 seed 79 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,main,local_array,if,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,comments,operator_overload_more,if_constexpr,structured_binding,runtime_api
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/functional>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Cplx2 {
	int x, y;
	__device__ int operator[](int i) const { return i == 0 ? x : y; }
	__device__ Cplx2 &operator+=(const Cplx2 &o) { x += o.x; y += o.y; return *this; }
	__device__ Cplx2 operator-() const { return Cplx2{-x, -y}; }
	__device__ Cplx2 &operator++() { ++x; return *this; }
	__device__ bool operator<(const Cplx2 &o) const { return x < o.x; }
	friend __device__ bool operator==(const Cplx2 &a, const Cplx2 &b) { return a.x == b.x && a.y == b.y; }
};
__device__ Cplx2 operator*(const Cplx2 &a, int k) { return Cplx2{a.x * k, a.y * k}; }
__device__ int ops3(int v) {
	Cplx2 a{v, 1};
	Cplx2 b = -a * 2;
	a += b;
	++a;
	return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
/* Computes one element per thread. */

__global__ void __launch_bounds__(8 * 4) apply4_kernel(int* out5, long b6, const double* input7)
{
	unsigned int i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i8 >= b6)
		return;
	b6 = b6 / (out5[4] >> (blockIdx.x + 0b1101));
	unsigned char val9 = blockIdx.y + 46;
	(void)val9;
	b6 = threadIdx.x - (blockDim.x + (*out5));
	float sum10[4 * 2]{14.75f, float(4120), 2.0f, 6.0F, 57, float(38), -17.625f, 9};
	(void)sum10;
}

__global__ void probe11(const int* coef12, unsigned int* data13, int lane14, int* buf15)
{
	int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)tid16;
	if constexpr (sizeof(long) == 8) {
		if ((*data13) == lane14)
			return;
	}
}
struct Split17 {
	int first;
	long second;
};
__device__ Split17 make18(int x) { return Split17{x, static_cast<long>(x)}; }
__device__ int unpack19(int x) {
	auto [a, b] = make18(x);
	int arr[3] = {x, 1, 2};
	const auto &[p, q, r] = arr;
	Split17 v{x, static_cast<long>(x)};
	auto &&[m, n] = v;
	return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}

int main()
{
	int len20 = 0x81b;
	len20 = ((len20 / len20) - (len20 + len20)) * 0x621;
	cudaEvent_t start21, stop22;
	cudaEventCreate(&start21);
	cudaEventCreate(&stop22);
	cudaEventRecord(start21);
	cudaEventRecord(stop22);
	cudaEventSynchronize(stop22);
	float ms23 = 0.0f;
	cudaEventElapsedTime(&ms23, start21, stop22);
	cudaEventDestroy(start21);
	cudaEventDestroy(stop22);
	if constexpr (sizeof(long) == 4) {
	} else {
	}
	apply4_kernel<<<dim3((len20 + 0xff) / 256, 32), 32>>>(nullptr, 2 + len20, static_cast<const double*>(nullptr));
	probe11<<<(len20 + 127) / 0x80, 32 * 4>>>(nullptr, nullptr, 36, (int*)nullptr);
	return 0;
}
