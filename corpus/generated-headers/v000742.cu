// cudagen 0.2 seed 742 valid headers
// features: kernel,launch,launch_shared_mem,host_function,main,device_var,shared_var,extern_shared,auto_var,static_local,nested_namespace,if,for,static_assert,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_ref,lambda_launch,macro_paste,macro_statement,explicit_specialization,if_constexpr,type_traits,inline_namespace,using_directive,hdr_cmath,hdr_cuda_fp16
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <cuda_fp16.h>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__device__ float halfMix4(float x) {
	__half a = __float2half(x);
	__half b = __float2half(9.5f);
	__half s = __hadd(a, b);
	__half p = a * b;
	return __half2float(s) + __half2float(p);
}
__device__ double d_fold5 = 3218u;
__device__ float halfMix6(float x) {
	__half a = __float2half(x);
	__half b = __float2half(9.5f);
	__half s = __hadd(a, b);
	__half p = a * b;
	return __half2float(s) + __half2float(p);
}
template <typename T> struct IsReal8 { static constexpr bool value = false; };
template <> struct IsReal8<float> { static constexpr bool value = true; };
template <> struct IsReal8<double> { static constexpr bool value = true; };
template <typename T>
int classify7(T v) {
	if constexpr (IsReal8<T>::value) {
		return static_cast<int>(v * 9);
	} else if constexpr (sizeof(T) == 8) {
		return static_cast<int>(v) + 3;
	} else {
		return static_cast<int>(v) + 1;
	}
}
namespace core9 {
inline namespace v1 {
__host__ __device__ int version10(int x) { return x + 1; }
} // namespace v1
namespace detail::impl {
__host__ __device__ int helper11(int x) { return x * 2; }
} // namespace detail::impl
} // namespace core9
__host__ __device__ int layered12(int x) {
	using namespace core9::detail::impl;
	return helper11(x) + core9::version10(x) + core9::v1::version10(1);
}

__global__ void pivot13(float q14, int count15, double* buf16)
{
	unsigned int acc17 = ((30 << count15) + count15) | (~(count15 + 34ULL));
	(void)acc17;
	static_assert((0x1 << 5) > 31, "expected value");
}
namespace api18 {
inline namespace v2 {
__host__ __device__ int version19(int x) { return x + 7; }
} // namespace v2
namespace detail::impl {
__host__ __device__ int helper20(int x) { return x * 3; }
} // namespace detail::impl
} // namespace api18
__host__ __device__ int layered21(int x) {
	using namespace api18::detail::impl;
	return helper20(x) + api18::version19(x) + api18::v2::version19(1);
}

__global__ void trace22_kernel(int lane23, float* data24, int lane25)
{
	extern __shared__ long long dyn_26[];
	data24[7] = halfMix6((data24 != nullptr) ? sizeof(unsigned int) : fmaxf(data24[lane23], 63));
	int u27 = layered21(463l * lane23) + ((+d_fold5) + sinf(12.5f));
	(void)u27;
	if ((dyn_26[lane23 & 7] == 0x5) || (d_fold5 < lane25))
		return;
	double s28 = data24[lane23 & 7];
	data24[4] = halfMix4(api18::version19(23) & layered21(s28));
	__half h29 = __float2half(static_cast<float>(lane25));
	float h30 = __half2float(__hmul(h29, h29));
	(void)h30;
}

int stencil31(const long* src32, int lane33)
{
	auto op36 = [](int s34) -> double {
		float hi35 = (~(~CAT_2(s, 34))) >> layered21(13u);
		trace22_kernel<<<(4), 040>>>(hi35 / CAT_2(hi, 35), nullptr, hi35);
		return ((s34 >= '#') && (041u > hi35)) ? (s34 << 5) : (s34 + s34);
	};
	(void)op36;
	unsigned int y37 = 13U;
	auto fn40 = [&](unsigned int cnt38) -> float {
		for (int it39 = 0; it39 < 10; it39++)
			y37 = '#';
		fminf((layered21(lane33)), cnt38 * (8UL * y37));
		return src32[lane33];
	};
	(void)fn40;
	int lo41{static_cast<int>(y37 - (*src32))};
	(void)lo41;
	(y37++, (lane33 = ('0' - ((*src32) % y37)) * y37));
	static_assert(0b101100 > 43, "tile must fit");
	static float off42 = -27;
	(void)off42;
	return '\'';
}

int main()
{
	int count43 = 0x1e9;
	pivot13<<<sizeof(float) * 4, sizeof(unsigned int) * 0x80, 0>>>((count43) + count43, 0x0 ^ ((23lu < count43) ? CAT_2(count, 43) : count43), (double*)nullptr);
	if ((count43 >= count43) && (count43 < count43))
		return 2528;
	pivot13<<<(512), 8 * 0x4, sizeof(float) * 256>>>(layered12(sinf(19.875F)), (count43 + count43) - count43, nullptr);
	core9::version10(core9::version10(0x5) | 21L);
	float cnt44 = CAT_2(count, 43);
	(void)cnt44;
	auto x45 = (core9::version10((50u != CAT_2(cnt, 44)) ? CAT_2(count, 43) : 51UL));
	(void)x45;
	return 0;
}
