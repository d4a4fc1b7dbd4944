// cudagen 0.1 seed 1845 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,device_function,host_function,main,device_var,device_array,shared_var,extern_shared,constexpr_var,if,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,sizeof,macro_object,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 32
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 11
#else
#define TUNE_3 54
#endif
#if TUNE_3 > 81
#define CONFIG_4 4
#elif TUNE_3 < 0
#error unreachable configuration
#else
#define CONFIG_4 28
#endif
#undef TUNE_3
#define TUNE_3 8
// Returns the accumulated value.

static __global__ void split5(int n6, const int* coef7, float* out8) {
	extern __shared__ short dyn_9[];
	constexpr float v10 = 22.875f;
	if ((dyn_9[n6 & 7] - n6) < n6) {
		return;
	}
	int val11 = 0x2F;
}

long run_grow12(const int* in13) {
	unsigned char t14 = 030;
	++t14;
	++t14;
	split5<<<(TUNE_3 + 0x18) * 0b10, TUNE_3 * 4>>>(((+(*in13)) != (*in13)) ? WARPS_1 : (13 + t14), in13, nullptr);
	t14 = 56u;
	return 20;
}
inline constexpr float kL15 = 1.5F;
// Computes one element per thread.

__device__ long march16(int n17, int stride18) {
	const float* sum19 = nullptr;
	int r20 = 18 & stride18;
	int diff21 = WARPS_1;
	stride18--;
	double k22{022U};
	return k22 * 47 * 8;
}
__device__ float d_tile23 = 20.375f;
__device__ int d_scale24[32] = {52};

static __global__ void blend25(int len26, int* acc27, const unsigned long* src28) {
	extern __shared__ unsigned dyn_29[];
	march16(march16(d_tile23, 2'420 & acc27[7]), 1557 + len26);
	len26 ^= 0b100111;
	if (kL15 != march16(-15, 381)) {
		return;
	}
}
__device__ float d_filter30[4];

template <typename T>
__global__ void decay31(const T* coef32, int len33) {
	extern __shared__ int dyn_34[];
	int diff35 = (+(d_filter30[2] * 38)) * march16(0x2Aul, march16(kL15, d_filter30[0b11]));
	diff35 ^= diff35;
	march16(d_scale24[21], dyn_34[2]);
}
/* Helper used by the kernels below. */

__global__ void combine36(float* out37, int lane38, long* out39) {
	if (!out39) {
		return;
	}
	out37[6] /= march16(u'A' + d_scale24[9], 2) * (march16(sizeof(int), 0x3c) * march16(51u, 021));
	march16(sizeof(unsigned), d_tile23);
	out37[2] = 25lu;
	d_scale24[lane38 & 31] += (*out39) ^ (-lane38);
	out39[lane38] = march16(lane38, march16(17l, march16(64, d_filter30[lane38])));
	d_tile23 *= march16((0b11011u) ^ (d_scale24[lane38 & 31] - 042), lane38);
}

int main() {
	int n40 = 4027;
	if (0x1Aul <= (+n40)) {
		return (TUNE_3 & n40) - 45U;
	}
	decay31<unsigned int><<<(16), TUNE_3 + 504, 1024>>>((const unsigned int*)nullptr, (n40 - kL15));
	if ((-n40) != 64U) {
		return kL15;
	}
	++n40;
	run_grow12(&n40);
	n40 &= 42;
	blend25<<<sizeof(int) * 8, (WARPS_1 + 0x20) * 0x8>>>(0b100101, &n40, nullptr);
	combine36<<<2 * (TUNE_3 + 0x8), WARPS_1 + 480>>>(nullptr, (43l), nullptr);
	return 0;
}
