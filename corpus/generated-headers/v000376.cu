// cudagen 0.2 seed 376 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,host_device_function,device_template_function,main,shared_var,constexpr_var,struct,struct_template,if,ternary,compound_assign,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_function,comments,virtual_function
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <cmath>
#include <cuda/std/array>
#include <cuda/std/functional>
#include <compare>

#define ADD3_1(a, b, c) ((a) + (b) + (c))

template <typename T, int N>
__device__ __host__ void merge2(const T *in3) {
	constexpr bool y4 = 1;
	(void)y4;
	int res5 = (*in3) - in3[0x4];
	if ((in3 != nullptr) && ((*in3) == in3[res5]))
		return;
	res5++;
	unsigned diff6 = N - (res5 / (0xb50 - res5));
	(void)diff6;
}
/* Helper used by the kernels below. */

__global__ void apply7_kernel(const int *__restrict__ in8, const float *__restrict__ coef9, bool a10) {
	__shared__ float sh_11[64];
	if (coef9 == nullptr)
		return;
	sh_11[18] *= (((unsigned int)56) + (a10 + alignof(char))) * coef9[2];
}

template <typename T>
struct Vec12 {
	T count13;
	T x14;
	__host__ __device__ T apply15() const {
		return count13;
	}
};
struct Shape17 {
	__device__ virtual float area() const = 0;
	__device__ virtual int sides() const { return 0; }
	__device__ virtual ~Shape17() {}
};
struct Square18 final : Shape17 {
	float s;
	__device__ explicit Square18(float v) : s(v) {}
	__device__ float area() const override { return s * s; }
};
struct Tri19 : Shape17 {
	float s;
	__device__ explicit Tri19(float v) : s(v) {}
	__device__ float area() const override { return s * s; }
	__device__ int sides() const override { return 4; }
};
struct Disc20 : Shape17 {
	float s;
	__device__ explicit Disc20(float v) : s(v) {}
	__device__ float area() const override { return s * s; }
};
__device__ float dispatch16(float x) {
	Square18 k0(x);
	Tri19 k1(x);
	Disc20 k2(x);
	const Shape17 *p = &k0;
	const Shape17 &r1 = k1;
	const Shape17 &r2 = k2;
	return p->area() + static_cast<float>(p->sides()) + r1.area() + r2.area();
}

int main() {
	int size21 = 1286;
	apply7_kernel<<<dim3((size21 + 255) / 256), dim3(8, 2), sizeof(double) * 0b1000000>>>(static_cast<const int*>(nullptr), (const float*)nullptr, static_cast<double>(-size21) <= size21);
	if (size21 == (size21 - size21))
		return (size21 < 2) ? (size21 - 9l) : size21;
	return 0;
}
