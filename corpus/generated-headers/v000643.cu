// cudagen 0.2 seed 643 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_template_function,host_function,main,constant_array,constexpr_var,ternary,shift,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,if_constexpr,concept,requires_clause,requires_expression,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <utility>

#define BLOCK_SIZE_1 32
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define MOD8_3(x) ((x) % 8)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
__host__ __device__ float norm6(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
__constant__ unsigned c_norm7[4] = {0x6, 4955, 0x31lu, 53l};

__global__ void __launch_bounds__(1 << 0x5) clamp8_kernel(unsigned a9, unsigned short* data10, const float* src11)
{
	int idx12 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)idx12;
	long long prod13 = sizeof(float) + ceilf(19.0f);
	(void)prod13;
	int diff14 = int(sinf(threadIdx.y / 1288ull));
	(void)diff14;
}
template <typename T> concept Small15 = sizeof(T) <= 8;
template <typename T> concept Arith16 = requires(T a, T b) {
	a + b;
	{ a * b } -> Small15;
	typename T;
};
template <Small15 T> __host__ __device__ T twice17(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) __host__ __device__ T thrice18(T x) { return x * 3; }
template <typename T> __host__ __device__ T quad19(T x) requires Arith16<T> { return x * 4; }
__host__ __device__ int sign20(Small15 auto v) { return v != 0 ? 1 : 2; }
template <typename T>
__host__ __device__ int measure21(T v) {
	if constexpr (requires { v.size(); }) {
		return static_cast<int>(v.size());
	} else {
		return 1;
	}
}

double scatter22(int n23, int lane24, double* __restrict__ out25)
{
	unsigned int hi26 = sign20(*out25) - ((lane24) - sign20(0b1111));
	(void)hi26;
	float cnt27 = BLOCK_SIZE_1;
	(void)cnt27;
	return (!out25) ? (9.5 - (lane24 + 11.5)) : norm6(47ull / (*out25), BLOCK_SIZE_1);
}

int main()
{
	int n28 = 0x156;
	clamp8_kernel<<<(n28 + 31) / 32, 8 * 8, 256, nullptr>>>(n28 + (BLOCK_SIZE_1 - n28), nullptr, nullptr);
	clamp8_kernel<<<dim3((n28 + 255) / 256), 256>>>(measure21<float>(fmaxf(n28, n28)), nullptr, (const float*)nullptr);
	return 0x0;
}
