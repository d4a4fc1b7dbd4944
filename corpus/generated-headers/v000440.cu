// cudagen 0.2 seed 440 valid headers
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,main,constant_var,shared_var,extern_shared,local_array,nested_namespace,if,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,inline_namespace,using_declaration,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <cstdio>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
__constant__ double c_count3 = 34L;
__host__ __device__ float norm4(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
namespace core5 {
inline namespace abi {
int version6(int x) { return x + 2; }
} // namespace abi
namespace detail::impl {
int helper7(int x) { return x * 3; }
} // namespace detail::impl
} // namespace core5
using core5::version6;
int layered8(int x) {
	return core5::detail::impl::helper7(x) + version6(x) + core5::abi::version6(1);
}
float norm9(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
namespace api10 {
inline namespace abi {
int version11(int x) { return x + 4; }
} // namespace abi
namespace detail::impl {
int helper12(int x) { return x * 4; }
} // namespace detail::impl
} // namespace api10
using api10::version11;
int layered13(int x) {
	return api10::detail::impl::helper12(x) + version11(x) + api10::abi::version11(1);
}
__host__ __device__ float norm14(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}

static __global__ void pack15_kernel(float b16, int* buf17, bool p18, float* __restrict__ buf19) {
	int tid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)tid20;
	(*buf17) = ceilf(buf19[blockIdx.y]);
	if (p18) {
		return;
	}
	p18 = (c_count3 - p18) == blockIdx.x;
}

static __global__ void __maxnreg__(64) fold21_kernel(unsigned int a22, int len23) {
	extern __shared__ int dyn_24[];
	unsigned tid25 = threadIdx.x;
	(void)tid25;
	if (len23 >= 16UL) {
		return;
	}
	float k26[2] = {4.0F, 0x19};
	(void)k26;
	len23 = dyn_24[warpSize];
	double lo27 = 15.;
	(void)lo27;
	a22 = +fabsf(dyn_24[0]);
	if (floorf(dyn_24[warpSize]) > 0b1) {
		return;
	}
}

int main(void) {
	int size28 = 2128;
	pack15_kernel<<<(size28 + 0xff) / 256, (256)>>>(size28, &size28, size28 < floorf(027l), (float*)nullptr);
	fold21_kernel<<<dim3(256), 0x200, 0>>>(4 + size28 + 61u, 8);
	return 0;
}
