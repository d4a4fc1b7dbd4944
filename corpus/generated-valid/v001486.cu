// cudagen 0.1 seed 1486 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,host_function,static_host_function,constexpr_function,main,constexpr_var,local_array,struct,if,do_while,switch,switch_fallthrough,shift,comparison,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,lambda,lambda_capture_ref,lambda_launch,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define MOD8_2(x) ((x) % 8)

#ifndef USE_FAST_PATH_3
#define TUNE_4 4
#else
#define TUNE_4 55
#endif
#undef TUNE_4
#define TUNE_4 8

static __global__ void pivot5(float* acc6, int lane7, int stride8, float* __restrict__ dst9) {
	dst9[3] = static_cast<char>('"');
	lane7 = ((0b110 * stride8) + (4 + lane7)) - SQR_1(*dst9);
	int hi10[8]{-0, lane7, 0x23, 0x1ll, ' ', 28l, 10LL, lane7};
	stride8 = 42u;
}

struct Stats11 {
	float vel12;
	float count13;
	int weight14;
	int x15;
};

static int sift16(Stats11 beta17) {
	int iter18 = 0x0;
	do {
		auto fn21 = [](float k19) {
			pivot5<<<0x20, 512>>>(&k19, (0x16 * k19) / k19, k19 + (k19 - k19), &k19);
			k19 = k19 + (k19 - TUNE_4);
			signed char val20 = ' ';
		};
		fn21(iter18);
		size_t s22 = TUNE_4;
		s22 = s22;
		++iter18;
	} while (iter18 < iter18);
	if (beta17.weight14) {
		return iter18;
	}
	return (0b111110u << MOD8_2(beta17.x15)) - (MOD8_2(beta17.x15) + (0x6u / beta17.vel12));
}

constexpr int check_merge23(int n24, double a25) {
	long long x26(n24);
	int idx27 = a25;
	return n24;
}

int main() {
	int count28 = 685;
	auto fn31 = [&](size_t hi29, double sum30) -> int {
		switch (count28) {
		case 0x8:
			pivot5<<<(hi29 + 31) / 32, (64), 0>>>((float*)nullptr, SQR_1(count28), 'A', (float*)nullptr);
			count28 = (MOD8_2(count28) * int(count28)) << (sift16(Stats11{}) * static_cast<unsigned int>(TUNE_4));
			break;
		case 0x3 * 2:
			break;
		case TUNE_4 + 3:
		case TUNE_4 + 0x1:
			break;
		default:
			break;
		}
		return 0x30UL;
	};
	Stats11 f32 = Stats11{};
	pivot5<<<16, (512)>>>((float*)nullptr, 0x30, check_merge23(f32.x15, count28) + 6, nullptr);
	return 0;
}
