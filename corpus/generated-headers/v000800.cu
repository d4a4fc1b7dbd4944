// cudagen 0.2 seed 800 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,if,while,comma,pointer_arith,call,lit_int_hex,lit_float,lit_nullptr,cast_c,sizeof,lambda,macro_object,nested_class,if_constexpr,extended_lambda,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <cstdio>
#include <type_traits>
#include <tuple>
#include <cuda_fp16.h>

#define BLOCK_SIZE_1 8
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Pool3 {
	using value_type = double;
	enum Kind { Small, Large };
	struct Leaf {
		value_type v;
		__host__ __device__ value_type scaled() const { return v * static_cast<value_type>(5); }
	};
	Leaf first, second;
	__host__ __device__ value_type total() const { return first.scaled() + second.v; }
};
__host__ __device__ double walk4(int x) {
	using value_type = Pool3::value_type;
	Pool3::Leaf e{static_cast<value_type>(x)};
	Pool3 t{e, e};
	return t.total();
}
__global__ void march5(const double *__restrict__ input6, int len7)
{
	int tid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid8 >= len7)
		return;
	int w9 = 0x0;
	while (w9 < 16) {
		if constexpr (sizeof(int) == 8) {
			int z10 = blockIdx.x;
			(void)z10;
			float r11 = (len7 += -0xE, (threadIdx.y / (threadIdx.z + w9)));
			(void)r11;
		}
		len7 = w9;
		++w9;
	}
}
int main()
{
	int size12 = 304;
	march5<<<dim3((size12 + 255) / 256, (size12 + 0x7F) / 128), 512, sizeof(int) * 256, 0>>>((const double*)nullptr, sinf(15.0f));
	auto lam13 = [=] __device__ (int v) { return v * 9 + size12; };
	applyEach2<<<1, 32>>>(lam13, nullptr, size12);
	cudaStream_t hi14 = 0;
	(void)hi14;
	constexpr int idx15 = 0x40;
	(void)idx15;
	return 0;
}
