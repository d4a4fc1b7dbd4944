// cudagen 0.2 seed 277 valid headers
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,host_function,main,constexpr_var,local_array,auto_var,struct,operator_overload,aligned_struct,if,if_init,for,goto,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_function,macro_statement,pp_if,multiple_inheritance,virtual_inheritance,virtual_function,structured_binding,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>

#define NUM_ITERS_1 8
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#if NUM_ITERS_1 > 66
#define CONFIG_4 3
#else
#define CONFIG_4 10
#endif
struct Split5 {
	int first;
	unsigned second;
};
__host__ __device__ Split5 make6(int x) { return Split5{x, static_cast<unsigned>(x)}; }
__host__ __device__ int unpack7(int x) {
	auto [a, b] = make6(x);
	int arr[3] = {x, 1, 2};
	auto &[p, q, r] = arr;
	Split5 v{x, static_cast<unsigned>(x)};
	auto &&[m, n] = v;
	return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}

struct alignas(16) Tile8 {
	unsigned long y9;
	char y10;
	float z11;
};

__host__ __device__ Tile8 operator+(Tile8 a, Tile8 b) {
	Tile8 r = a;
	r.y9 += b.y9;
	r.y10 += b.y10;
	r.z11 += b.z11;
	return r;
}
struct Root13 {
	int v = 5;
	__device__ virtual int get() const { return v; }
	__device__ virtual ~Root13() {}
};
struct Left14 : virtual Root13 {
	__device__ int get() const override { return v + 1; }
};
struct Right15 : virtual public Root13 {
	int r = 8;
};
struct Join16 : Left14, Right15 {};
__device__ int dispatch12(int x) {
	Join16 j;
	j.v = x;
	const Root13 &t = j;
	return t.get() + j.r;
}

__global__ void drift17_kernel(double* __restrict__ dst18, float* data19, Tile8 p20) {
	int idx21 = (blockIdx.x * blockDim.x) + threadIdx.x;
	auto mid22 = p20.z11;
	if ((((p20.y10 & 1) ? ' ' : CONFIG_4) & 1)) {
		goto skip25;
	}
	if (mid22 <= (blockDim.y - blockIdx.x)) {
		return;
	}
	for (int i23 = 0; i23 < idx21; i23 += 2) {
		unsigned int e24 = 18;
		(void)e24;
		++p20.z11;
	}
skip25:;
}

unsigned long kick26(int* buf27, int* __restrict__ out28, int n29) {
	int device30 = 0;
	cudaGetDevice(&device30);
	cudaDeviceProp prop31;
	cudaGetDeviceProperties(&prop31, device30);
	int sms32 = prop31.multiProcessorCount + prop31.warpSize;
	float idx33[5]{6.F, static_cast<float>(*out28), static_cast<float>(sms32), 16.625F, 19.5F};
	(void)idx33;
	int tmp34 = 38U;
	(void)tmp34;
	(*buf27)--;
	return 649UL;
}

int main() {
	int n35 = 410;
	drift17_kernel<<<dim3((n35 + 63) / 64, (n35 + 127) / 128, (n35 + 63) / 64), dim3(020 * 16, (n35 + 127) / 128)>>>(nullptr, (float*)nullptr, Tile8{'#', char(0100), 5.0f});
	for (int j36 = 0, j37 = n35; j36 < j37; (++j36, (--j37))) {
		if (double lo38{8}; (lo38 != lo38) && (j37 != j37)) {
			constexpr int acc39 = CONFIG_4 + (NUM_ITERS_1 + 13);
			(void)acc39;
			const char* stride40 = "x=%d";
			(void)stride40;
		}
	}
	return 0;
}
