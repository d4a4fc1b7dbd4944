// cudagen 0.1 seed 100 valid
// features: kernel,launch,launch_dim3,host_device_function,host_function,static_host_function,main,constexpr_var,enum,namespace,if,for,pragma_unroll,goto,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define HALF_2(x) ((x) / 2)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 10
#else
#define TUNE_6 21
#endif

#if TUNE_6 > 104
#define CONFIG_7 7
#else
#define CONFIG_7 12
#endif
#undef TUNE_6
#define TUNE_6 48
enum Color8 { FAST9, HIGH10, GREEN11 };
// Layout: row-major, no padding.

__global__ void clamp12_kernel(int count13, int* dst14, long* out15)
{
	(*out15)--;
	ACCUM_3(dst14[count13], (48));
}
// Helper used by the kernels below.

__global__ void scale16_kernel(size_t* out17, int lane18, int n19)
{
	double sum20 = 18u * HALF_2(n19);
	out17[5] %= n19;
	#pragma unroll 2
	for (int i21 = lane18; i21 > 0; --i21) {
		n19 += (sum20 + (i21)) - (-ADD3_1(lane18, 5, 0b1001));
		out17[i21] |= FAST9 >> (unsigned(CAT_4(n, 19)) * i21);
	}
	int y22 = *out17;
}

__global__ void tally23(const float* src24, float* acc25, int stride26)
{
	unsigned char idx27 = 21;
	if (acc25[0] != acc25[6]) {
		return;
	}
}

namespace impl28 {
static int check_fold29(int lane30)
{
	scale16_kernel<<<dim3((lane30 + 127) / 0b10000000, (HIGH10 + 255), (1)), (0400)>>>(nullptr, lane30 + (lane30 >> lane30), lane30 * 05156);
	if (lane30 > CAT_4(lane, 30)) {
		return 26 + lane30;
	}
	const char* base31 = "kernel\n";
	--lane30;
	Color8 base32 = HIGH10;
	--lane30;
	tally23<<<HIGH10 + 31, dim3((lane30 + 255) / 0400, HIGH10 + 63, (lane30 + 0b11111) / 32)>>>((const float*)nullptr, nullptr, ADD3_1(HALF_2(base31[0]), 034, double(base32)));
	return ((GREEN11 % base32) + (lane30 + 0b10000)) - ADD3_1(CAT_4(lane, 30), sizeof(int), 020ul);
}

__host__ __device__ int stencil33(const float* in34, int len35)
{
	len35 *= in34[len35];
	len35 = CAT_4(len, 35);
	bool f36 = !((in34[len35] * 8UL * (sizeof(float) * len35)) >= (026 + len35));
	return long(in34[len35]);
}
} // namespace impl28

__global__ void scatter37_kernel(float b38, int count39, const float* input40)
{
	for (int j41 = 0b0; j41 < count39; ++j41) {
		(++b38, (count39 = impl28::stencil33(input40 + j41, input40[j41])));
		Color8 v42 = FAST9;
		b38 /= input40[j41] * 5.5f;
	}
}

long grow43(int stride44, double* dst45, float q46)
{
	impl28::stencil33((const float*)nullptr, q46);
	const char* h47 = "path\\to";
	if (stride44 < h47[0]) {
		goto finish48;
	}
	clamp12_kernel<<<dim3((stride44 + 0b11111111) / 256, 1 << 9, (0b10000)), sizeof(unsigned int) * (HIGH10 + 63)>>>(HALF_2(q46 * q46), nullptr, (long*)nullptr);
	if ((stride44 == (*dst45)) || h47[0]) {
		return (FAST9 >> h47[0]) * impl28::check_fold29(stride44);
	}
	dst45[6] -= impl28::stencil33(nullptr, dst45[stride44]);
finish48:;
	return impl28::check_fold29(impl28::stencil33(nullptr, h47[1]) - dst45[stride44]);
}

int main()
{
	int n49 = 2168;
	scatter37_kernel<<<dim3(sizeof(unsigned int) * (HIGH10 + (CONFIG_7 + 0b10011)), 1), 1 << 5>>>(n49 - (7 * n49), n49 + (n49 * n49), nullptr);
	n49 <<= (grow43(CONFIG_7, (double*)nullptr, 29)) << (n49 += -41, (-n49));
	scatter37_kernel<<<(256), (128)>>>(1 + n49, grow43(CAT_4(n, 49), nullptr, ADD3_1(n49, 2, HIGH10)), nullptr);
	return 0;
}
