// cudagen 0.2 seed 276 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,main,const_local,if,comparison,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,sizeof,lambda,lambda_launch,macro_object,pp_if,nttp_auto,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cooperative_groups.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define BLOCK_SIZE_1 3

#if BLOCK_SIZE_1 % 2 == 0 || BLOCK_SIZE_1 < 4
#define CONFIG_2 5
#else
#define CONFIG_2 19
#endif
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <auto V>
__host__ __device__ int addConst4(int x) {
	using value_type = decltype(V);
	return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
__host__ __device__ int consts5(int x) { return addConst4<3>(x) + addConst4<7u>(x); }

__global__ void apply6_kernel(float cfg7, int n8)
{
	unsigned int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx9 >= n8) {
		return;
	}
	const short u10 = cfg7 - threadIdx.x;
	(void)u10;
	int prod11 = sqrtf(26 % (n8 - 61));
	(void)prod11;
}

int main()
{
	int n12 = 1'822;
	auto op13 = []() -> long long {
		apply6_kernel<<<dim3(256, 32), (CONFIG_2 + 123)>>>(16.375f, fabsf(-6.125f));
		return expf(7);
	};
	(void)op13;
	auto lam14 = []() {
		apply6_kernel<<<dim3(512, BLOCK_SIZE_1 + 1), (256)>>>(sqrtf(4.0F), -58);
	};
	lam14();
	if (19u >= n12) {
		return fminf(17.75f, -21.125f);
	}
	apply6_kernel<<<dim3((n12 + 0b11111) / 32), sizeof(float) * 64, (1024)>>>(sizeof(unsigned int), (60 / n12) - 54);
	float mid15 = (+n12) + 368;
	float lo16 = (n12 / mid15) / ceilf(9.25F);
	(void)lo16;
	return 0;
}
