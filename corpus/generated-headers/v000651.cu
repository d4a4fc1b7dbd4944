// cudagen 0.2 seed 651 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,main,shared_var,extern_shared,if,comparison,pointer_arith,array_index,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,macro_function,union,call_operator,variadic_template,pack_expansion,fold_expression
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cooperative_groups.h>
#include <cuda_fp16.h>
#include <compare>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename... Ts>
double fold5(Ts... xs) {
	return (static_cast<double>(xs) * ... * 1.0);
}
template <typename... Ts>
int count6(Ts... xs) {
	return static_cast<int>(sizeof...(xs));
}
template <typename... Ts>
bool all7(Ts... xs) { return (... && (xs != 0)); }
int spread8(int x) {
	return static_cast<int>(fold5(x, 3.5f, 3u)) + count6(x, x, 1.0) + (all7(x, 3) ? 1 : 0) + count6(static_cast<long>(x), 3);
}
struct Clamp9 {
	int k;
	__device__ int operator()(int v) const { return v * k; }
	template <typename T>
	__device__ T operator()(T a, T b) const { return a + b; }
};
__device__ int call10(int x) {
	Clamp9 fn{6};
	return fn(x) + fn(x, 1);
}
union Word11 {
	int i;
	float f;
	double d;
	unsigned char bytes[8];
};
__host__ __device__ int use12(int x) {
	Word11 v{};
	v.i = static_cast<int>(x);
	return static_cast<int>(v.bytes[7]) + static_cast<int>(v.i);
}
__global__ void pack13(const int* src14, const int* input15, int* __restrict__ data16) {
	extern __shared__ unsigned dyn_17[];
	if (short(*src14) >= (*input15))
		return;
	bool hi18 = (*input15) > (input15[3]);
	(void)hi18;
}
int main() {
	int count19 = 2586;
	count19 = '\x41';
	int res20(count19);
	pack13<<<(res20 + 31) / 32, 512, 0, (cudaStream_t)0>>>(nullptr, (const int*)nullptr, nullptr);
	return 0;
}
