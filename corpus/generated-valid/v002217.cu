// cudagen 0.1 seed 2217 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,device_function,host_device_function,host_function,main,constexpr_var,const_local,enum_class,if,if_else,for,switch,switch_fallthrough,goto,nested_block,static_assert,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,alignof,lambda,lambda_capture_value,lambda_mutable,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 49
#endif
enum class Kind5 : long { Busy6 = 1, Red7, Blue8, Busy9 = 9 };

__device__ __host__ float pivot10(Kind5 q11, int len12) {
	++len12;
	ACCUM_2(len12, (((short int)(TUNE_4 - len12)) % TUNE_4));
	float lim13 = +ADD3_1(ADD3_1(len12, len12, 3), len12, len12 & len12);
	long flag14 = (len12 % 48UL) % ' ';
	return TUNE_4;
}

inline __device__ double stencil15(double p16, float p17, Kind5 a18) {
	if (31 <= ADD3_1(p17 * 3, 44, '0')) {
		for (int j19 = 0; j19 < 13; ++j19) {
			float tmp20{23.375f};
			++tmp20;
		}
	} else {
		constexpr int t21 = -53;
	}
	return ADD3_1(p17, ADD3_1(p16, 20ul, p17), p17 + p17) * (p17 + 056);
}

template <typename T, int N>
__global__ void apply22(T p23, int *acc24, float *__restrict__ data25) {
	if (*acc24) {
		goto finish28;
	}
	switch ((*acc24) | (*acc24)) {
	case 1:
		for (int i26 = 0; i26 < 4; ++i26) {
			const bool stride27 = p23 <= 9.125f;
			acc24[i26] = (+(1 >> acc24[i26])) + (TUNE_4 << (-acc24[i26]));
		}
		[[fallthrough]];
	case (5):
		break;
	case 014:
		break;
	}
finish28:;
}

inline __host__ __device__ int mix29(char p30) {
	++p30;
	if (59 < (p30 + (p30 + '"'))) {
		{
			int cnt31 = -48;
			p30 = p30;
		}
	} else {
	}
	return p30;
}

unsigned long decay32(float alpha33, float b34) {
	auto fn37 = [=](unsigned char stride35, double t36) mutable -> float {
		++alpha33;
		stride35 = 4UL + ((stride35 | stride35) | (stride35 + alignof(float)));
		return 9.125f * (stride35 + alignof(double));
	};
	if (b34 != 21) {
		goto done40;
	}
	for (int i38 = 0b0; i38 < 11; ++i38) {
		apply22<unsigned int, ((4))><<<(i38 + 0b11111) / 32, 32 * 2, sizeof(float) * 32>>>(b34 * i38, (int*)nullptr, &alpha33);
		float base39{6.375f};
		base39 = (short)ADD3_1((static_cast<int>(base39)), b34, b34 + 34);
	}
done40:;
	return 2;
}

int main() {
	int len41 = 1634;
	static_assert(sizeof(int) == 4);
	ACCUM_2(len41, ((len41 & (0 + len41)) >> ((-len41) & 4948)));
	ACCUM_2(len41, (TUNE_4));
	return 0;
}
