// cudagen 0.2 seed 769 valid headers
// features: kernel,kernel_from_macro,launch,launch_shared_mem,builtin_vars,host_device_function,device_template_function,main,shared_var,extern_shared,constexpr_var,namespace,nested_namespace,if,do_while,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_function,inline_namespace,using_declaration,using_directive
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <type_traits>

#define NUM_ITERS_1 8
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
namespace lib4 {
inline namespace v2 {
__host__ __device__ int version5(int x) { return x + 5; }
} // namespace v2
namespace detail::impl {
__host__ __device__ int helper6(int x) { return x * 2; }
} // namespace detail::impl
} // namespace lib4
using lib4::version5;
__host__ __device__ int layered7(int x) {
	using namespace lib4::detail::impl;
	return helper6(x) + version5(x) + lib4::v2::version5(1);
}
#define DEFINE_MAP_KERNEL_8(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_8(map_shade9, double)
DEFINE_MAP_KERNEL_8(map_decay10, unsigned)

template <typename T>
__host__ __device__ void sweep11(const T* input12)
{
	long off13 = input12[5] * (*input12);
	if (off13 == 0x37) {
		return;
	}
}

namespace util14 {
__global__ void shade15_kernel(const int* coef16, int stride17, int stride18)
{
	extern __shared__ double dyn_19[];
	if (((stride17 % NUM_ITERS_1) & 1)) {
		return;
	}
	int iter20 = 0;
	do {
		int val21{static_cast<int>(iter20 - ((stride17 * iter20) >> 5))};
		(void)val21;
		double u22 = stride17 - (stride18 << (coef16[stride18 & 7] + 60u));
		(void)u22;
		size_t x23 = iter20 << 10;
		(void)x23;
		++iter20;
	} while (iter20 < 5);
	stride17 += MIN2_2(iter20, stride18);
	dyn_19[stride17] = 8 - (stride17 + (coef16[1] * 24.125f));
}
} // namespace util14

int main()
{
	int len24 = 2993;
	len24 += ((len24 % len24) * static_cast<unsigned int>(len24)) + len24;
	map_shade9<<<(len24 + 0b111111) / 64, 4 * 0b1000, 0>>>(nullptr, (60 * len24));
	unsigned char f25 = (0x31 + len24) * 64;
	(void)f25;
	map_decay10<<<(len24 + 255) / 256, 0x80 * 0x2, 0>>>((unsigned*)nullptr, 10u);
	util14::shade15_kernel<<<1, 0b1 << NUM_ITERS_1>>>((const int*)nullptr, len24, 19);
	return 0;
}
