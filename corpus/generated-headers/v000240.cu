// cudagen 0.2 seed 240 valid headers
// features: kernel,launch_bounds,launch,launch_stream,builtin_vars,host_function,main,shared_var,extern_shared,local_array,if,do_while,compound_assign,logical,comparison,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_nullptr,cast_functional,cast_static,cast_reinterpret,sizeof,hdr_cmath,hdr_cuda_fp16
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <cmath>
#include <type_traits>
#include <cuda_fp16.h>
#include <cub/block/block_reduce.cuh>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__device__ float halfMix2(float x) {
	__half a = __float2half(x);
	__half b = __float2half(1.5f);
	__half s = __hadd(a, b);
	__half p = a * b;
	return __half2float(s) + __half2float(p);
}

__global__ void __launch_bounds__(128, 4) trace3_kernel(const unsigned* input4) {
	extern __shared__ long long dyn_5[];
	if (!((*input4) <= 17))
		return;
	dyn_5[6] = (ceilf((*input4) + input4[3]));
	dyn_5[blockIdx.x] = 21L;
	const size_t* f6 = reinterpret_cast<const unsigned long*>(input4);
	(void)f6;
}

float gather7(int count8) {
	int pass9 = 0;
	do {
		float cnt10[7]{27, static_cast<float>(count8), float(count8), 0x1p2F, float(1.375f), 23.25F, 13.25f};
		(void)cnt10;
		++pass9;
	} while (pass9 < count8);
	cosf(ceilf(sizeof(signed char) - pass9));
	return pass9 * count8 * 17l * 5;
}

int main() {
	int len11 = 3941;
	trace3_kernel<<<(64), 512>>>(nullptr);
	cudaStream_t k12 = nullptr;
	(void)k12;
	int e13[8] = {};
	e13[5] += len11;
	if (e13[len11] != len11)
		return floorf(len11);
	return 0;
}
