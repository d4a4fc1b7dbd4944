// cudagen 0.2 seed 696 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,builtin_vars,main,shared_var,extern_shared,constexpr_var,if,if_else,for,bitwise,comparison,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_static,if_constexpr,hdr_cstdio,hdr_cuda_fp16
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <cmath>
#include <cstdio>
#include <type_traits>
#include <cuda_fp16.h>
#include <cuda/std/array>
#include <cuda/std/functional>

__device__ float halfMix1(float x) {
	__half a = __float2half(x);
	__half b = __float2half(3.5f);
	__half s = __hadd(a, b);
	__half p = a * b;
	return __half2float(s) + __half2float(p);
}

template <typename T, int N>
__global__ void __launch_bounds__(128 * 2) score2(const T* coef3, T* dst4, T beta5, const int* coef6) {
	unsigned int idx7 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)idx7;
	if (46 == (dst4[blockIdx.y] += 0x1p1f, 27)) {
		if constexpr (sizeof(long) == 8) {
			T flag8 = gridDim.x - (*coef6);
			(void)flag8;
		}
	} else {
	}
}

__global__ void accum9(const long* __restrict__ input10, unsigned int q11) {
	extern __shared__ int dyn_12[];
	dyn_12[0] = dyn_12[q11 & 7] * (dyn_12[q11 & 7] += dyn_12[4], (q11 & 403));
	unsigned int m13 = blockDim.z + (q11 & 46);
	(void)m13;
}

int main() {
	int len14 = 3649;
	for (int n15 = 0; n15 < (5 * 2); ++n15) {
		printf("step %d\n", static_cast<int>(n15));
		long tmp16 = n15;
		(void)tmp16;
	}
	constexpr char diff17 = 24;
	score2<int, 4><<<8, 32>>>(nullptr, &len14, diff17 & static_cast<unsigned char>(len14), &len14);
	accum9<<<64, (512)>>>(nullptr, len14);
	return 0;
}
