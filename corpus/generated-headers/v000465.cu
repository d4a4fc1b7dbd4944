// cudagen 0.2 seed 465 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,device_function,host_function,default_args,main,constexpr_var,nested_namespace,if,for,pragma_unroll,switch,goto,ternary,compound_assign,bitwise,shift,comparison,comma,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,cast_c,cast_functional,sizeof,macro_object,macro_paste,macro_statement,pp_undef,enable_if,partial_specialization,sfinae,inline_namespace,using_declaration,using_directive,exceptions
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <numeric>

#define NUM_ITERS_1 3
#define TILE_DIM_2 3
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#undef NUM_ITERS_1
#define NUM_ITERS_1 2
template <bool B, typename T = void> struct EnableIf6 {};
template <typename T> struct EnableIf6<true, T> { using type = T; };
template <typename T> struct IsSmall7 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T>
__host__ __device__ typename EnableIf6<IsSmall7<T>::value, int>::type narrow5(T v) { return static_cast<int>(v) * 1; }
template <typename T>
__host__ __device__ typename EnableIf6<!IsSmall7<T>::value, int>::type narrow5(T v) { return static_cast<int>(v) * 2; }
namespace api8 {
inline namespace abi {
__device__ int version9(int x) { return x + 7; }
} // namespace abi
namespace detail::impl {
__device__ int helper10(int x) { return x * 3; }
} // namespace detail::impl
} // namespace api8
using api8::version9;
__device__ int layered11(int x) {
	using namespace api8::detail::impl;
	return helper10(x) + version9(x) + api8::abi::version9(1);
}

__global__ void trace12_kernel(int lane13)
{
	#pragma unroll 2
	for (int it14 = lane13; it14 > 0; --it14) {
		float stride15 = 11.375F;
		(void)stride15;
		#pragma unroll
		for (int j16 = 0; j16 < it14; ++j16) {
			char e17 = lane13;
			(void)e17;
			switch ((j16)) {
			case 0x1 << 2: {
				bool k18 = it14;
				(void)k18;
				break;
			}
			case 7: {
				float base19 = 0b1100 >> it14;
				(void)base19;
				break;
			}
			}
		}
	}
}

__device__ float scatter20(int len21, int len22)
{
	if ((len22 % len22) <= sizeof(unsigned)) {
		return len22;
	}
	len21 = (unsigned char)(len21 >> sizeof(int));
	len21 <<= ((len22) + (CAT_4(len, 22) << 0b110)) << CAT_4(len, 22);
	return len22;
}
struct Failure23 {
	int code;
};
int check25(int v) {
	if (v > 36) {
		throw Failure23{v};
	}
	return v;
}
int guarded24(int x) noexcept {
	try {
		return check25(x);
	} catch (const Failure23 &e) {
		return e.code;
	} catch (int e) {
		return e + 1;
	} catch (...) {
		return 0;
	}
}

long long run_blend26(unsigned cfg27, double p28, int len29 = 64)
{
	float e30 = float(cfg27);
	for (int n31 = 0; n31 < len29; ++n31) {
		for (int i32 = 0x0; i32 < len29; i32++) {
			trace12_kernel<<<(len29 + 127) / 128, 16 * (NUM_ITERS_1 + 14), sizeof(float) * 0x100>>>((e30 += len29, (i32 * 11)));
		}
	}
	int w33 = 56;
	if ((CAT_4(p, 28) * TILE_DIM_2) < NUM_ITERS_1) {
		goto finish34;
	}
	trace12_kernel<<<1 << 0b111, dim3(32)>>>(50);
	trace12_kernel<<<0x8, 32 * 8, 0>>>(TILE_DIM_2 << ((int)e30));
finish34:;
	return ((e30 >= (w33 | NUM_ITERS_1)) ? e30 : 24) - ((unsigned char)255);
}

int main()
{
	int count35 = 0x359;
	if (42 < count35) {
		return (count35 + 6) * (count35 / 29);
	}
	count35 = sizeof(float);
	trace12_kernel<<<32, dim3(128, 1 << 0x5), sizeof(float) * 256>>>((count35 * 6) - count35);
	trace12_kernel<<<dim3(1), 8 * 4, 0>>>(count35);
	return 0;
}
