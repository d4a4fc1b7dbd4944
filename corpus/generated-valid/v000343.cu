// cudagen 0.1 seed 343 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,host_function,constexpr_function,main,managed_var,host_global,constexpr_var,auto_var,if,for,do_while,goto,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_function,macro_paste,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define SQR_2(x) ((x) * (x))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
// NOTE: keep in sync with the host reference.

__global__ void accum6_kernel(int lane7, float q8)
{
	if (lane7 == lane7) {
		return;
	}
	int e9(-8);
	if (lane7 == 0x26) {
		return;
	}
}
int g_apply10 = -59;
inline constexpr int TILE11 = 0x5;

__global__ void __maxnreg__(64) accum12(int n13, const unsigned short *input14)
{
	auto flag15 = input14[n13];
	if ((*input14) > 15) {
		goto done16;
	}
	--flag15;
done16:;
}
// Computes one element per thread.

__global__ void kick17_kernel(const unsigned short *in18, const int *__restrict__ src19)
{
	int lim20 = 0x22 * ((*in18) - (*in18));
}

__global__ void spread21_kernel(const int *input22, const int *__restrict__ src23, long *__restrict__ data24)
{
	for (int j25 = 0b0, j26 = 0x8; j25 < j26; (++j25, (--j26))) {
		data24[j25] >>= ((035ul) + data24[j26]) - input22[j25];
		static_assert((2 * (TILE11 + (TILE11 + 1))) > 21, "tile must fit");
	}
	float h27(TILE11 % (*src23));
	if (!input22) {
		goto done28;
	}
	h27 += 0.5F;
done28:;
}
constexpr int BLOCK29 = 128;
__managed__ bool m_pack30[8] = {true, true, true, false};

__global__ void __maxnreg__(32) fold31_kernel(double b32, float b33, const double *in34, char alpha35)
{
	int w36 = 0b0;
	do {
		b32 *= TILE11 * w36;
		int w37 = 0x14UL;
		int pass38 = 0;
		do {
			double w39 = ((m_pack30[w36] - 19.5) + TILE11) * b33;
			++pass38;
		} while (pass38 < w37);
		++w36;
	} while (w36 < 2);
	if (b32 == TILE11) {
		return;
	}
	(++b33, (b33 += (9.625F - b32) + in34[alpha35]));
}

constexpr int check_reduce40(int len41, char p42)
{
	len41 |= 0x3f;
	len41 = ((len41)) - p42;
	return TILE11;
}

int main()
{
	int len43 = 0x886;
	for (int it44 = g_apply10; it44 > 0; --it44) {
		for (int i45 = 0x0, j46 = 14; i45 < j46; (++i45, (--j46))) {
			float r47(BLOCK29 << g_apply10);
			r47--;
			len43 |= check_reduce40(check_reduce40(m_pack30[4], 35), r47);
		}
	}
	accum6_kernel<<<dim3(1 << 5, (len43 + 0xFF) / 256), (256), 0>>>(m_pack30[len43] * (BLOCK29 + m_pack30[len43]), check_reduce40(g_apply10 << TILE11, BLOCK29 * m_pack30[g_apply10]));
	accum12<<<TILE11 + 0x3, 256, 0>>>(check_reduce40(len43, g_apply10 * BLOCK29), (const unsigned short*)nullptr);
	kick17_kernel<<<(g_apply10 + 127) / 0200, TILE11 + (TILE11 + (TILE11 + 113))>>>((const unsigned short*)nullptr, &g_apply10);
	return 0b0;
}
