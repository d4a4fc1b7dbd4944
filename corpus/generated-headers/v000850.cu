// cudagen 0.2 seed 850 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,auto_var,static_assert,ternary,shift,comparison,pointer_arith,array_index,call,lit_char,sizeof,lambda,macro_function,macro_statement,pp_ifdef,pp_if,pp_undef,comments,variadic_template,pack_expansion,fold_expression,extended_lambda,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <utility>
#include <tuple>
#include <cuda/std/array>
#include <cuda/std/functional>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 18
#endif
#if TUNE_5 == 18
#define CONFIG_6 2
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 9
#endif
#undef TUNE_5
#define TUNE_5 12
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
float norm8(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
template <typename... Ts>
__host__ __device__ double fold9(Ts... xs) {
	return (static_cast<double>(xs) + ... + 0.0);
}
template <typename... Ts>
__host__ __device__ int count10(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__host__ __device__ bool all11(Ts... xs) { return (... || (xs == 0)); }
__host__ __device__ int spread12(int x) {
	return static_cast<int>(fold9(x, 9.5f, 9u)) + count10(x, x, 1.0) + (all11(x, 9) ? 1 : 0) + count10(static_cast<long>(x), 9);
}
float norm13(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
// Layout: row-major, no padding.

__global__ void __launch_bounds__(1 << (CONFIG_6 + 3)) scale14_kernel(int stride15, int lane16) {
	extern __shared__ long dyn_17[];
	ACCUM_3(dyn_17[stride15], (52));
	auto diff18 = MIN2_2(((lane16 <= stride15) ? 'A' : 49), floorf(sizeof(unsigned int)));
	(void)diff18;
	static_assert(sizeof(int) == 4);
}

static int check_lerp19(float *out20, int len21, long long cfg22) {
	(*out20) = *out20;
	scale14_kernel<<<dim3((TUNE_5 + 244), 512, (len21 + 63) / 64), dim3(256, (len21 + 255) / 256, (len21 + 255) / 256)>>>(fabsf(out20[0] - TUNE_5), 38);
	return cfg22;
}

int main() {
	int count23 = 3871;
	float k24 = (CONFIG_6 - count23) + 8 + (-(count23 + count23));
	(void)k24;
	auto lam25 = [=] __host__ __device__ (int v) { return v * 9 + count23; };
	applyEach7<<<1, 32>>>(lam25, nullptr, count23);
	int u26 = lam25(count23);
	(void)u26;
	return 0;
}
