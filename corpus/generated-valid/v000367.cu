// cudagen 0.1 seed 367 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,device_function,device_template_function,default_args,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,enum_class,namespace,if,nested_block,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_string_concat,lit_nullptr,cast_c,macro_object,pp_ifdef,pp_if
#include "prelude.cuh"

#define RADIUS_1 5
#define NUM_ITERS_2 (1 << 6)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 27
#endif

#if NUM_ITERS_2 % 2 == 0 || NUM_ITERS_2 < 4
#define CONFIG_5 3
#else
#define CONFIG_5 19
#endif

namespace util6 {
__device__ void kick7(int n8 = 0xC) {
	auto u9 = -0b11110;
	{
		__shared__ unsigned long sh_10;
		unsigned int *k11 = nullptr;
	}
	char idx12[8] = {};
	float v13 = 4.75F;
}
} // namespace util6
enum class State14 { Red15, On16 = 2 };

template <typename T, class U>
__device__ T pivot17(U *data18, const double *coef19, const T *input20) {
	data18[1] += TUNE_4 / ((*data18) * 0xEL);
	U cnt21{0b1000};
	auto y22 = (int)CONFIG_5;
	static_assert((4 * 3) > 11, "bad config");
	if (!input20) {
		return 4.375f;
	}
	float m23 = data18[2];
	return coef19[6];
}

__global__ void split24_kernel(int stride25) {
	extern __shared__ float dyn_26[];
	int x27[4]{60, 55, -2343, 52U};
	int mid28 = RADIUS_1;
	if (((double)mid28) == mid28) {
		return;
	}
	dyn_26[3]++;
	__shared__ double sh_29[32];
}

int main() {
	int count30 = 1177;
	State14 q31 = State14::On16;
	const char *lim32 = "a\tb" "_tail";
	count30 ^= 28 + lim32[0x1];
	count30 *= ((q31 == State14::Red15) ? (NUM_ITERS_2 << count30) : CONFIG_5) + lim32[0x0];
	count30 %= 0xC06UL;
	count30 = count30;
	split24_kernel<<<CONFIG_5 + 1, dim3((count30 + 31) / 32, 1), 0b0>>>(lim32[1] ^ (count30 * 27U));
	return 0b0;
}
