// cudagen 0.2 seed 794 valid headers
// features: kernel,kernel_static,restrict_params,launch,builtin_vars,host_device_function,host_function,constexpr_function,main,constexpr_var,auto_var,nested_namespace,do_while,bitwise,shift,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_nullptr,macro_function,macro_statement,pp_ifdef,pp_if,pp_undef,inline_namespace,using_declaration,using_directive,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <type_traits>
#include <compare>

#define HALF_1(x) ((x) / 2)
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_4
#ifdef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 55
#endif
#if (TUNE_5 * 2) >= 15 && TUNE_5 != 0
#define CONFIG_6 7
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 20
#endif
#undef CONFIG_6
#define CONFIG_6 48
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
constexpr __host__ __device__ int scale8(int lane9)
{
	long mid10 = lane9 + 28;
	return mid10;
}
namespace core11 {
inline namespace abi {
__host__ __device__ int version12(int x) { return x + 1; }
} // namespace abi
namespace detail::impl {
__host__ __device__ int helper13(int x) { return x * 5; }
} // namespace detail::impl
} // namespace core11
using core11::version12;
__host__ __device__ int layered14(int x) {
	using namespace core11::detail::impl;
	return helper13(x) + version12(x) + core11::abi::version12(1);
}
static __global__ void step15(unsigned cfg16, const int* src17, int* __restrict__ buf18, const double* src19)
{
	unsigned idx20 = (blockIdx.x * blockDim.x) + threadIdx.x;
	buf18[blockIdx.y & 7] = cfg16 % cfg16;
	auto lo21 = -(buf18[idx20 & 7] * scale8(gridDim.x));
	buf18[lo21] = ceilf(src17[6]);
	int iter22 = 0;
	do {
		buf18[0] = iter22;
		lo21--;
		++iter22;
	} while (iter22 < 6);
	lo21 = -0;
}
constexpr int check_step23(int stride24)
{
	return stride24;
}
int main()
{
	int len25 = 2959;
	step15<<<(len25 + 63) / 64, 64>>>((623 << len25) & (CONFIG_6 % len25), &len25, &len25, nullptr);
	fminf((len25 * len25) << 0b101, len25 % (6 + len25));
	len25 = 4;
	return 0;
}
