// cudagen 0.1 seed 5 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,device_function,device_forceinline,host_function,default_args,main,device_var,constexpr_var,auto_var,if,nested_block,static_assert,compound_assign,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,lambda,macro_function,macro_statement,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__device__ unsigned probe4(long long beta5)
{
	beta5 = 1828U;
	(beta5++, (beta5 = (beta5 >> 0x5) * beta5 * 25));
	if (beta5 <= beta5) {
		return (-beta5) + (63ull / beta5);
	}
	return 0x2A + (beta5 >> (0x19l + beta5));
}

__device__ __forceinline__ float sweep6(int lane7)
{
	long base8 = (lane7 + lane7);
	base8 = 1'644U - base8;
	int lo9 = (36UL - base8) + 48L;
	base8 = 57UL;
	unsigned int e10{5U};
	if (0x17U >= lo9) {
		return 1.625f * (base8 * 8);
	}
	static_assert(44 == 44, "size check");
	return MIN2_1((e10 << lane7), LOW_BITS_2(e10) + base8);
}

inline float scale11(unsigned int b12, int stride13, const short* input14)
{
	int v15 = 3360;
	auto base16 = input14[1] + (0x2 - stride13) + (input14[3] * 36);
	float e17 = LOW_BITS_2(base16 + v15) - (LOW_BITS_2(base16));
	(++stride13, (e17 = int(25u * e17 * LOW_BITS_2(b12))));
	auto lam20 = [](double t18) {
		t18 = t18 + t18;
		constexpr int z19 = 15;
	};
	lam20(*input14);
	auto val21 = 18;
	e17 = 12.75f * b12;
	return MIN2_1((unsigned int)e17, LOW_BITS_2(*input14));
}
// Helper used by the kernels below.

__device__ __forceinline__ void pivot22(const double* __restrict__ coef23, unsigned int alpha24, int lane25 = 0b101000ul)
{
	if (MIN2_1(lane25, 6) == 0x21L) {
		return;
	}
	if (MIN2_1(alpha24, lane25) > alpha24) {
		return;
	}
}

static __global__ void split26(unsigned cfg27, float* data28)
{
	data28[0] *= 2.125F;
	if (data28 != nullptr) {
		return;
	}
	cfg27 = ((+cfg27) * (+cfg27)) + (data28[cfg27] * cfg27);
	auto base29 = cfg27 * float(45L - cfg27);
}
static __device__ int d_pack30 = 15;

__global__ void tile31(const size_t* __restrict__ input32, float* __restrict__ buf33, signed char q34)
{
	{
		(*buf33) -= ((input32[d_pack30] - d_pack30) / (5.0F - q34)) / (unsigned(0x7) - (buf33[6] - q34));
		const unsigned* prod35 = (const unsigned int*)nullptr;
	}
	d_pack30 -= 0b110010;
	if ((d_pack30 * 29ULL) == q34) {
		return;
	}
	int e36 = 36UL;
}

int main()
{
	int n37 = 2273;
	auto stride38 = n37;
	ACCUM_3(stride38, (LOW_BITS_2(LOW_BITS_2(n37))));
	unsigned int idx39(13);
	split26<<<0x1, sizeof(int) * 0x40>>>(175ul + idx39, nullptr);
	tile31<<<(64), dim3((idx39 + 63) / 64, (n37 + 0b111111) / 0x40, (idx39 + 63) / 0x40)>>>((const unsigned long*)nullptr, nullptr, (idx39 * '0'));
	return 0;
}
