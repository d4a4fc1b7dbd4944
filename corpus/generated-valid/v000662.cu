// cudagen 0.1 seed 662 valid
// features: kernel,launch,launch_dim3,main,constexpr_var,local_array,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,lambda,lambda_init_capture,lambda_launch,macro_function,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define SQR_2(x) ((x) * (x))
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 50
#endif

#if TUNE_5 > 82
#define CONFIG_6 2
#else
#define CONFIG_6 31
#endif
#undef CONFIG_6
#define CONFIG_6 48

__global__ void merge7(int len8, int stride9, int stride10, const int *src11)
{
	float m12[5] = {};
	long h13 = stride9;
}

int main()
{
	int count14 = 4064;
	count14 = SQR_2(count14) - (CONFIG_6 + count14);
	auto fn18 = [cnt15 = int('\x41')](unsigned long long m16, int lo17) -> float {
		m16 = 3U * lo17 * ((size_t)m16);
		merge7<<<dim3(32, (lo17 + 127) / 0x80, (lo17 + 63) / 64), (TUNE_5 + (TUNE_5 + (TUNE_5 + 241)))>>>(-0b10001, TUNE_5, cnt15, (const int*)nullptr);
		return 0x35u;
	};
	int f19(14);
	float lo20(count14 * (fn18(f19, 51) / fn18(f19, f19)));
	return 0;
}
