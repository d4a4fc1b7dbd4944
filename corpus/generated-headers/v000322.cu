// cudagen 0.2 seed 322 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,main,struct,if,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_float,lit_nullptr,cast_c,cast_functional,macro_statement,partial_specialization,explicit_specialization,hdr_cstdio,hdr_cuda_fp16
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <type_traits>
#include <tuple>
#include <cuda_fp16.h>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

__global__ void combine6(float cfg7, float* __restrict__ dst8, float p9, signed char* dst10) {
	printf("lane %d\n", static_cast<int>(37));
	if ((dst8[0x0]) < p9) {
		return;
	}
}

struct Node11 {
	short z12;
	float w13;
};
template <typename T, typename U> struct Pick14 { static constexpr int value = 1; };
template <typename T> struct Pick14<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick14<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes16 {
	T d[N];
	__device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes16<T, 1> {
	T d;
	__device__ T first() const { return d; }
};
template <> struct Pick14<float, double> { static constexpr int value = 4; };
template <typename T> __device__ int tag15(T) { return 0; }
template <> __device__ int tag15<float>(float) { return 1; }
template <> __device__ int tag15(double) { return 2; }
__device__ int specialized17(int x) {
	Lanes16<int, 1> one{x};
	Lanes16<int, 3> three{{x, 1, 2}};
	return x + Pick14<char, long>::value + Pick14<int, int>::value + Pick14<float *, int>::value + Pick14<float, double>::value + tag15(1.0f) + tag15(x) + tag15(2.0) + one.first() + three.first();
}
__device__ float halfMix18(float x) {
	__half a = __float2half(x);
	__half b = __float2half(0.5f);
	__half s = __hadd(a, b);
	__half p = a * b;
	return __half2float(s) + __half2float(p);
}

int main(void) {
	int n19 = 3005;
	++n19;
	if ((n19 > n19) && (n19 > n19)) {
		return (n19 += n19, 26) - float(0x17);
	}
	n19 |= -5;
	combine6<<<4, 4 * 0x10, (1024), nullptr>>>(-(n19 * n19), (float*)nullptr, -23.625f, (signed char*)nullptr);
	return 0;
}
