// cudagen 0.2 seed 819 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,if,compound_assign,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_statement,variadic_template,pack_expansion,fold_expression,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/functional>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename... Ts>
__host__ __device__ double fold4(Ts... xs) {
	return (0.0 + ... + static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count5(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread7(int x) {
	return static_cast<int>(fold4(x, 1.5f, 1u)) + count5(x, x, 1.0) + count5(static_cast<long>(x), 1);
}

__global__ void lerp8(unsigned *acc9) {
	extern __shared__ int dyn_10[];
	unsigned int i11 = threadIdx.x;
	dyn_10[0] *= sizeof(unsigned int);
	int res12 = dyn_10[gridDim.x];
	bool q13 = ((float)size_t(res12)) == (34 - res12);
	bool cnt14 = q13;
	(void)cnt14;
	float v15 = 6.875f * dyn_10[i11];
	(void)v15;
}

int main() {
	int size16 = 3265;
	expf((size16) + sinf(-16.5f));
	size16 = (-size16) + (-size16) + size16;
	if (023L >= size16) {
		return floorf(size16);
	}
	int e17 = fabsf(size16);
	(void)e17;
	lerp8<<<020 * 8, 256 * 2, 4096, nullptr>>>(nullptr);
	return 0;
}
