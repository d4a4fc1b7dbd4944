// cudagen 0.2 seed 502 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,if,ternary,shift,comparison,incdec,lit_int_hex,lit_nullptr,macro_function,multiple_inheritance,if_constexpr,hdr_cuda_fp16
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <numeric>
#include <type_traits>
#include <utility>
#include <cuda_fp16.h>

#define LOW_BITS_1(x) ((x) & 0xF)
#define LOW_BITS_2(x) ((x) & 0xF)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
__device__ float halfMix5(float x) {
	__half a = __float2half(x);
	__half b = __float2half(0.5f);
	__half s = __hadd(a, b);
	__half p = a * b;
	return __half2float(s) + __half2float(p);
}
struct Base7 {
	int m0;
	__host__ __device__ int get0() const { return m0 * 4; }
};
struct Part8 {
	int m1;
	__host__ __device__ int get1() const { return m1 * 3; }
};
struct Mixed6 : Base7, public Part8 {
	int own;
	__host__ __device__ int sum() const { return get0() + get1() + own; }
};
__host__ __device__ int mix9(int x) {
	Mixed6 d{};
	d.m0 = x + 0;
	d.m1 = x + 1;
	d.own = x;
	return d.sum();
}
__global__ void gather10_kernel(const float* src11)
{
	unsigned int idx12 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if constexpr (sizeof(void *) == 4) {
		if (idx12)
			return;
	} else {
	}
}
int main()
{
	int n13 = 2736;
	if (n13 <= n13)
		return LOW_BITS_1(n13 - n13);
	if (((n13 - n13) * (n13 ? n13 : n13)) <= 0x8)
		--n13;
	n13 = n13;
	gather10_kernel<<<1, 8 * 0x8, 0x1 << 12, (cudaStream_t)0>>>(nullptr);
	return 0;
}
