// cudagen 0.2 seed 657 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,main,local_array,const_local,if,logical,comparison,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,lambda,lambda_init_capture,macro_statement,operator_overload_more,rdc_extern_device_var
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <type_traits>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
struct Pair2 {
	float x, y;
	__device__ float operator[](int i) const { return i == 0 ? x : y; }
	__device__ Pair2 &operator+=(const Pair2 &o) { x += o.x; y += o.y; return *this; }
	__device__ Pair2 operator-() const { return Pair2{-x, -y}; }
	__device__ Pair2 &operator++() { ++x; return *this; }
	__device__ bool operator<(const Pair2 &o) const { return x < o.x; }
	friend __device__ bool operator==(const Pair2 &a, const Pair2 &b) { return a.x == b.x && a.y == b.y; }
};
__device__ Pair2 operator*(const Pair2 &a, float k) { return Pair2{a.x * k, a.y * k}; }
__device__ float ops3(float v) {
	Pair2 a{v, 1};
	Pair2 b = -a * 2;
	a += b;
	++a;
	return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
extern __device__ int sharedCounter4;
extern __device__ float lookup5[8];
__device__ int bumpShared6(int x) {
	sharedCounter4 += x;
	return sharedCounter4 + static_cast<int>(lookup5[x & 7]);
}

__global__ void step7_kernel(const double *__restrict__ input8, const unsigned long *__restrict__ input9)
{
	lookup5[7] = 21.875f;
	if (input9[6] - blockDim.x) {
		const int w10 = gridDim.x;
		(void)w10;
		long off11[3] = {};
		(void)off11;
	}
}

int main()
{
	int count12 = 2254;
	auto op14 = [h13 = count12]() -> int {
		return h13;
	};
	op14();
	if (((count12 * 42) > count12) && (count12 < (count12 - 41u))) {
		count12 = count12 - ((63L + count12) - (9U / count12));
		count12 = count12 - ((long long)(count12 * 046));
		step7_kernel<<<dim3((count12 + 31) / 32, (count12 + 255) / 256, 4), dim3(32, (count12 + 63) / 64, 16), 0>>>(nullptr, (const size_t*)nullptr);
	}
	return 0;
}
