// cudagen 0.2 seed 274 valid headers
// features: kernel,kernel_static,launch,main,shared_var,constexpr_var,nested_namespace,bitwise,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,macro_object,macro_function,pp_if,inline_namespace,using_declaration
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cstdio>
#include <utility>
#include <cuda/std/array>
#include <cuda/std/functional>

#define RADIUS_1 16
#define NUM_ITERS_2 4
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))

#if RADIUS_1 == 16
#define CONFIG_4 7
#else
#define CONFIG_4 29
#endif
namespace api5 {
inline namespace abi {
int version6(int x) { return x + 9; }
} // namespace abi
namespace detail::impl {
int helper7(int x) { return x * 4; }
} // namespace detail::impl
} // namespace api5
using api5::version6;
int layered8(int x) {
	return api5::detail::impl::helper7(x) + version6(x) + api5::abi::version6(1);
}

static __global__ void march9_kernel(const double* in10, int* buf11, int* dst12, const long long* coef13)
{
	unsigned char q14(MIN2_3(coef13[1] * coef13[6], *buf11) - 30);
	dst12[q14 & 7] = -MIN2_3((*dst12) | coef13[q14], 27L);
	__shared__ short int sh_15[256];
	(void)sh_15;
}

int main()
{
	int size16 = 337;
	size16 = 3452;
	constexpr long off17 = 4221l;
	(void)off17;
	float w18 = 8 + MIN2_3(size16, 24);
	(void)w18;
	constexpr unsigned long off19 = 20;
	(void)off19;
	const char* cnt20 = "\x41\102";
	(void)cnt20;
	march9_kernel<<<(size16 + 31) / 32, 64>>>((const double*)nullptr, &size16, (int*)nullptr, nullptr);
	return 0b0;
}
