// cudagen 0.1 seed 1764 valid
// features: kernel,restrict_params,launch,host_function,main,device_var,managed_var,constexpr_var,enum_class,typedef,namespace,if,if_else,if_init,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_function,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define MOD8_2(x) ((x) % 8)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifndef USE_FAST_PATH_6
#define TUNE_7 8
#else
#define TUNE_7 33
#endif
// Layout: row-major, no padding.

__global__ void trace8(int* __restrict__ buf9)
{
	buf9[6] &= (int)(-buf9[6]);
	if ((buf9[4] + buf9[0b100]) <= (*buf9)) {
		return;
	}
	if (buf9[0] <= (buf9[4] * TUNE_7)) {
		int diff10 = *buf9;
	}
	const int* lo11 = static_cast<const int*>(nullptr);
	buf9[0b111] = 0b101001U;
}
enum class Axis12 { Busy13, Idle14 = 4, Green15 };

__global__ void relax16_kernel(int count17, const int* coef18)
{
	count17--;
	count17 /= -(-0b111011);
	++count17;
	long base19 = float(static_cast<int>(coef18[count17])) - (+(count17 + count17));
}

namespace impl20 {
__device__ unsigned int d_norm21;
__managed__ float m_warp22 = 22.375f;

__global__ void bump23_kernel(int n24, const float* in25)
{
	int t26 = 28;
	impl20::m_warp22 = t26;
}
} // namespace impl20
typedef unsigned *ptr27_t;

double host_lerp28(const char* __restrict__ src29, int stride30, int lane31)
{
	long lo32 = +int(impl20::m_warp22);
	if (lane31 || (lo32 >= impl20::m_warp22) || ((impl20::m_warp22 > lane31) && (lane31 == 47))) {
		impl20::m_warp22 = ((*src29) + (src29[4] + impl20::m_warp22)) - 19.625F;
		lo32 -= -(lo32 + TUNE_7 + (lane31 + lo32));
	} else if (14 > MIN2_1(lo32, TUNE_7)) {}
	return lane31;
}

int main()
{
	int n33 = 0x181;
	if (int f34 = n33 * MOD8_2((int)impl20::m_warp22); ((float)(f34 + 0x16)) == (53 + impl20::m_warp22)) {
		relax16_kernel<<<(n33 + 31) / 32, 0x20>>>(n33, &f34);
		Axis12 q35 = Axis12::Idle14;
	} else {
		f34++;
	}
	trace8<<<(TUNE_7 + (TUNE_7 + 446)), 512>>>(nullptr);
	impl20::bump23_kernel<<<512, TUNE_7 + 31>>>(63, &impl20::m_warp22);
	return 0;
}
