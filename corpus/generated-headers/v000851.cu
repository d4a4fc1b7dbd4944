// cudagen 0.2 seed 851 valid headers
// features: kernel,launch,builtin_vars,device_template_function,host_function,main,shared_var,extern_shared,static_local,struct,operator_overload,if,static_assert,compound_assign,bitwise,comparison,member_access,array_index,call,lit_int_suffix,lit_float,cast_static,sizeof,lambda,macro_paste,macro_statement,explicit_specialization,if_constexpr,type_traits,extended_lambda,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

struct Vec4 {
	float w5;
	bool mass6;
	unsigned short mass7;
};

__host__ __device__ Vec4 operator+(Vec4 a, Vec4 b) {
	Vec4 r = a;
	r.w5 += b.w5;
	r.mass7 += b.mass7;
	return r;
}
template <typename T> struct IsReal9 { static constexpr bool value = false; };
template <> struct IsReal9<float> { static constexpr bool value = true; };
template <> struct IsReal9<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify8(T v) {
	if constexpr (IsReal9<T>::value) {
		return static_cast<int>(v * 2);
	} else if constexpr (sizeof(T) == 8) {
		return static_cast<int>(v) + 3;
	} else {
		return static_cast<int>(v) + 1;
	}
}

__global__ void combine10_kernel(int len11, long q12, int n13) {
	extern __shared__ int dyn_14[];
	int tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid15 >= len11) {
		return;
	}
	n13 &= n13;
	if (tid15 <= classify8(3.)) {
		return;
	}
	if ((dyn_14[blockDim.y]) > 25) {
		return;
	}
	dyn_14[5] = 1426 + (n13 + n13 + (-(-61)));
	long s16 = 43;
	(void)s16;
}

__host__ int run_gather17(int lane18, Vec4 b19) {
	expf(fabsf(7.5F * b19.w5));
	if (b19.mass6 > b19.w5) {
		return static_cast<signed char>(sizeof(int));
	}
	unsigned int res20 = cosf((lane18 * sizeof(float)) - static_cast<int>(b19.w5));
	ceilf(1938u);
	static_assert(3 > 2, "expected value");
	return res20;
}

int main(void) {
	int n21 = 1306;
	auto lam22 = [=] __device__ (int v) { return v * 8 + n21; };
	applyEach3<<<1, 32>>>(lam22, nullptr, n21);
	static int r23 = 123ul;
	combine10_kernel<<<(r23 + 127) / 128, 32>>>(50, sizeof(Vec4) * (+CAT_2(r, 23)), (CAT_2(r, 23) + r23) * (1 - n21));
	return 0;
}
