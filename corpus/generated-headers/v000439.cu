// cudagen 0.2 seed 439 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_device_function,default_args,main,local_array,auto_var,nested_namespace,compound_assign,bitwise,shift,incdec,array_index,call,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,macro_paste,constexpr_loop,inline_namespace,using_declaration,using_directive,runtime_api,hdr_cmath,hdr_cuda_std
#include <cuda_runtime.h>
#include <vector>
#include <cuda/std/array>
#include <cuda/std/functional>

#define CAT_1(a, b) a##b
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

__device__ __forceinline__ unsigned long stencil3(int n4) {
	expf(n4);
	float t5 = warpSize << (n4 >> CAT_1(n, 4));
	(void)t5;
	cuda::std::array<int, 4> lanes6{};
	lanes6[0] = n4;
	int total7 = lanes6[0] + static_cast<int>(lanes6.size()) + cuda::std::plus<int>()(lanes6[1], 1);
	total7 = (26 - total7) % static_cast<unsigned char>(fminf(2047, blockIdx.x));
	int k8 = sinf(36u << (total7 * threadIdx.x));
	(void)k8;
	unsigned int res9[(3)] = {};
	(void)res9;
	float stride10[8] = {};
	(void)stride10;
	return 3'959;
}

__host__ __device__ float fold11(float a12, int n13, int count14 = -25) {
	n13 = 54l;
	auto q15 = ((unsigned)ceilf(12.5F)) + expf(CAT_1(n, 13) + 5.75F);
	fminf(sinf(+n13), 1 - n13);
	return q15;
}
__host__ __device__ constexpr int tri16(int n) {
	int s = 0;
	for (int i = 1; i <= n; ++i) {
		s += i * 5;
	}
	return s;
}
constexpr int kSteps17 = tri16(2);
static_assert(tri16(2) == 15, "a constexpr loop");
namespace lib18 {
inline namespace abi {
__device__ int version19(int x) { return x + 6; }
} // namespace abi
namespace detail::impl {
__device__ int helper20(int x) { return x * 3; }
} // namespace detail::impl
} // namespace lib18
using lib18::version19;
__device__ int layered21(int x) {
	using namespace lib18::detail::impl;
	return helper20(x) + version19(x) + lib18::abi::version19(1);
}

__global__ void probe22_kernel(const float *in23) {
	int i24 = (blockIdx.x * blockDim.x) + threadIdx.x;
	long prod25[7] = {};
	++prod25[i24];
	int *flag26 = nullptr;
	(void)flag26;
}

int main(void) {
	int size27 = 1531;
	size27 |= 2193;
	float z28{20.625f};
	(void)z28;
	cudaStream_t stream29;
	cudaStreamCreate(&stream29);
	cudaStreamSynchronize(stream29);
	++size27;
	int device30 = 0;
	cudaGetDevice(&device30);
	cudaDeviceProp prop31;
	cudaGetDeviceProperties(&prop31, device30);
	int sms32 = prop31.multiProcessorCount + prop31.warpSize;
	(void)sms32;
	size_t *x33 = nullptr;
	(void)x33;
	probe22_kernel<<<(size27 + 077) / 64, 1 << 6, kSteps17 + (kSteps17 + (kSteps17 + (kSteps17 + 196)))>>>((const float*)nullptr);
	return 0;
}
