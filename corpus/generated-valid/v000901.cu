// cudagen 0.1 seed 901 valid
// features: kernel,launch,builtin_vars,host_device_function,host_function,main,constexpr_var,local_array,struct,struct_methods,struct_template,aligned_struct,enum,if,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,alignof,lambda,macro_object,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 53
#endif

__global__ void blend5(long cfg6, int len7, int n8)
{
	int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx9 >= cfg6) {
		return;
	}
	++cfg6;
	if ((n8 >> 5) >= 0b110111ull) {
		if ((-warpSize) < 2) {
			return;
		}
	}
	int t10[2] = {52l, int(gridDim.x)};
}
// Helper used by the kernels below.

template <typename T>
struct Particle11 {
	T lo12;
	T x13;
	__host__ __device__ void scale14(T flag15)
	{
		lo12 = unsigned(flag15);
	}
};

__host__ __device__ void filter16(double q17, int *out18, unsigned long long cfg19)
{
	signed char *q20 = nullptr;
	if (out18[cfg19] ^ cfg19) {
		return;
	}
	unsigned int res21 = q20[cfg19] * (cfg19 ^ (*q20));
	unsigned *z22 = (unsigned*)nullptr;
	(q17--, (q17 -= cfg19 - q17));
}
enum Op23 { ON24, MUL25 = 5 };

struct __align__(16) Sample26 {
	bool sum27;
	unsigned char count28;
	__host__ __device__ unsigned char get29(double hi30) const
	{
		hi30 /= count28 - ((count28 | 31) | count28);
		return sum27 ? 0377u : count28;
	}
};

int check_fold31(int len32)
{
	blend5<<<0x100, 1 << (MUL25 + 1)>>>(017 * (~len32), (len32) + (len32 + 9), len32);
	blend5<<<64, (128)>>>(len32, ON24 / (len32 % 3'681), double(CAT_2(len, 32)) + TUNE_4);
	len32 = len32;
	auto op36 = [](unsigned long long res33, float k34) -> unsigned {
		filter16(((res33 & 1) ? k34 : ON24) - 14.0, nullptr, (res33 >> 5) + (56));
		filter16(-14.25, nullptr, k34);
		unsigned int tmp35 = res33 + 57;
		return (30ull % res33) | (res33 % 0x3);
	};
	op36(len32, len32);
	blend5<<<(len32 + 63) / 0x40, (512)>>>(4166u - len32, alignof(char), op36(CAT_2(len, 32), -21.0F) | (len32 + 0xf1d));
	filter16('#', &len32, 37);
	return (64);
}

int main(void)
{
	int len37 = 0x7d0;
	len37 = check_fold31(CAT_2(len, 37));
	if ((len37 & 1)) {
		return (len37 << 4) | 39;
	}
	check_fold31(sizeof(Particle11<unsigned int>));
	len37 *= (len37 += TUNE_4, 15) - 15LL;
	blend5<<<(len37 + 127) / 128, (TUNE_4 + 203)>>>(MUL25, -0x1A, (len37 & len37) % (634 - CAT_2(len, 37)));
	Op23 f38 = MUL25;
	return 0;
}
