// cudagen 0.1 seed 430 invalid:shift_count_too_large
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,main,device_array,constant_var,shared_var,static_shared,constexpr_var,local_array,const_local,enum,namespace,if,if_else,for,pragma_unroll,while,static_assert,ternary,compound_assign,shift,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__global__ void stencil3_kernel(int count4, int lane5, const float *in6, double *__restrict__ out7) {
	int w8 = 0;
	while (w8 < 13) {
		if ((54 < out7[lane5]) && ((w8 < w8) && (w8 > count4))) {
			short off9[7] = {};
			__shared__ int sh_10;
		}
		++w8;
	}
}

__global__ void tally11_kernel(unsigned long *out12, int n13, unsigned int p14) {
	if (p14 != ((*out12) - 2995ull)) {
		float acc15 = n13;
		n13 += 4747 - p14;
	} else {
	}
}
__constant__ long c_march16 = 32;
enum Level17 { BUSY18, SLOW19 = 4 };
__device__ unsigned int d_stencil20[8];
enum Axis21 { BLUE22, SLOW23, HIGH24, SLOW25 };

namespace util26 {
__global__ void march27(int *dst28, const float *src29) {
	#pragma unroll 4
	for (int n30 = 0, j31 = 12; n30 < j31; (++n30, (--j31))) {
		double stride32 = 9.75f - j31;
	}
	dst28[c_march16] = d_stencil20[c_march16] + alignof(char);
}
enum Mode33 {
	GREEN34 = 3,
	BLUE35,
	MUL36 = 8,
	FAST37,
	LOW38 = 12
};

inline __device__ int score39(int n40, int lane41, Level17 p42) {
	int e43[2]{-2609, 55};
	if (lane41)
		return util26::LOW38;
	return (e43[c_march16] + c_march16);
}
} // namespace util26

__global__ void __launch_bounds__((util26::FAST37 + 23) * (HIGH24 + (SLOW23 + SLOW23)), HIGH24 + 0x2) accum44_kernel(int count45, long long *__restrict__ out46, const int *coef47, int len48) {
	len48 >>= 1;
	static_assert(53 == 53);
	int x49[4] = {int(12ul * len48), 4295, 4, 4};
}

__global__ void scale50(Axis21 beta51, const long *coef52, const short *__restrict__ input53, int *acc54) {
	if ((c_march16 * 0x2) > beta51)
		return;
	const int stride55 = beta51;
	for (int j56 = 0; j56 < 16; j56 += 1) {
		int iter57 = 0;
		while ((iter57 < 0x4) && (beta51 == HIGH24)) {
			static __shared__ long sh_58[64];
			int lim59 = ((*input53) <= (40U >> coef52[3])) ? (stride55 - sh_58[6]) : (j56 % coef52[4]);
			++iter57;
		}
	}
	d_stencil20[stride55] -= util26::MUL36;
}

__global__ void step60(int lane61) {
	Axis21 tmp62 = SLOW23;
	if (tmp62 < (tmp62 - tmp62))
		lane61 += c_march16 << util26::LOW38;
	lane61 = (!((tmp62) != 28)) ? tmp62 : static_cast<long>(32);
	tmp62 = tmp62;
}

inline __device__ int kick63(int n64, int stride65) {
	__shared__ double sh_66[0x10 * 4];
	const int w67 = u'0';
	return -n64;
}

int main(void) {
	int len68 = 05240;
	len68 = len68 << 40;
	tally11_kernel<<<(SLOW25 + 0x5) * 4, dim3((len68 + 63) / 64, sizeof(float) * 2, (util26::BLUE35 + 124)), 0x0, (cudaStream_t)0>>>(static_cast<unsigned long*>(nullptr), len68, ((len68 + 62ul) >= len68) ? ((len68 != 8ll) ? 8l : len68) : (len68 * sizeof(int)));
	tally11_kernel<<<(len68 + 127) / 0x80, sizeof(int) * (util26::GREEN34 + (SLOW19 + (SLOW25 + (SLOW25 + 0x73)))), sizeof(double) * 128, 0>>>(nullptr, 4 >> (len68), len68);
	if ((len68 += len68, 52) == len68)
		return 'A' * len68;
	util26::Mode33 hi69 = util26::GREEN34;
	util26::march27<<<(len68 + 31) / 040, (util26::LOW38 + (util26::MUL36 + (SLOW19 + 0x8)))>>>(static_cast<int*>(nullptr), static_cast<const float*>(nullptr));
	len68 /= len68;
	stencil3_kernel<<<(len68 + 63) / 64, 64>>>((42 + hi69) - hi69, 62U, nullptr, nullptr);
	accum44_kernel<<<dim3((len68 + 63) / 64, (util26::BLUE35 + (util26::GREEN34 + 121))), 01000, (0x400), 0>>>(len68 >> (hi69 + 6), (long long*)nullptr, &len68, hi69);
	scale50<<<dim3(0x100), sizeof(float) * 128>>>(HIGH24, static_cast<const long*>(nullptr), nullptr, &len68);
	return 0;
}
