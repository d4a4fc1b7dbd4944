// cudagen 0.1 seed 8 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,device_function,device_forceinline,static_device_function,host_function,constexpr_function,main,shared_var,shared_2d,if,for,switch,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_reinterpret,macro_object,pp_ifdef,pp_if
#include "prelude.cuh"

#define WARPS_1 128
#define BLOCK_SIZE_2 (0x20)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 5
#else
#define TUNE_4 58
#endif

#if (BLOCK_SIZE_2 * 2) >= 9 && BLOCK_SIZE_2 != 0
#define CONFIG_5 2
#else
#define CONFIG_5 20
#endif

static __device__ __forceinline__ float split6(short* dst7, int n8) {
	int* f9 = nullptr;
	__shared__ double sh_10[256];
	return 35l % (-(dst7[n8] * 0x610));
}

constexpr int check_merge11(int len12, bool q13) {
	double lim14 = (len12 & 62u) ^ len12;
	return 794;
}

template <typename T, int N>
__global__ void pack15(const T* input16, unsigned int beta17, float* buf18, T alpha19) {
	__shared__ char sh_20[3][CONFIG_5 + (CONFIG_5 + 1)];
	T f21 = split6(reinterpret_cast<short int*>(buf18), split6(reinterpret_cast<short*>(buf18), split6(nullptr, 25)));
	switch ((beta17)) {
	case CONFIG_5: {
		const double* tmp22 = reinterpret_cast<const double*>(buf18);
		split6(reinterpret_cast<short*>(buf18), beta17 - 59L);
		break;
	}
	case 0:
		if (f21 == (*buf18)) {
			return;
		}
		break;
	case 10:
		break;
	}
}

int main() {
	int n23 = 05611;
	signed char s24{127};
	unsigned char x25 = n23;
	dim3 prod26 = dim3(0b10000);
	for (int i27 = 0; i27 < 0x5; ++i27) {
		if ((~s24) < x25) {
			return i27;
		}
		pack15<long, 0x5><<<(i27 + 0b1111111) / 0b10000000, 0400>>>(nullptr, 31 / (s24 * 31), nullptr, n23);
	}
	return 0x0;
}
