// cudagen 0.1 seed 397 invalid:bitfield_too_wide
// features: kernel,maxnreg,launch,builtin_vars,main,shared_var,constexpr_var,if,while,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_string,lit_string_concat,cast_c,cast_functional,sizeof,alignof,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define SQR_2(x) ((x) * (x))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 7
#else
#define TUNE_5 53
#endif

__global__ void spread6_kernel(const int *in7, unsigned b8, float p9) {
	int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx10 != (+b8)) {
		++p9;
		b8 += alignof(int);
		__shared__ float sh_11;
	}
	b8 = p9;
}

__global__ void __maxnreg__(32) filter12_kernel(double p13, unsigned p14, int count15) {
	int i16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i16 >= count15) {
		return;
	}
	constexpr short int lo17 = 43;
	count15 = 1198u;
	int pass18 = 0;
	if ((pass18 == pass18) && (i16 & 0b1)) {
		goto skip21;
	}
	while ((pass18 < 6) && (p13 <= sizeof(int))) {
		unsigned z19 = (float)(int(i16) * lo17);
		constexpr unsigned char e20 = 0x2C;
		++pass18;
	}
	count15 = 1333u;
skip21:;
}
struct Bits_25 {
    int wide : 40;
};

int main() {
	int n22 = 1063;
	spread6_kernel<<<1 << 0b110, 64>>>(&n22, int(n22), (sizeof(int) * n22) + (n22 + U'a'));
	const char *lim23 = "a\tb" "_tail";
	unsigned long u24 = n22;
	n22 = ((249lu | lim23[0x1]) < (lim23[0x0] + u24)) ? n22 : n22;
	filter12_kernel<<<(n22 + 31) / 32, 0x40>>>(n22 * (+n22), n22, (25 + lim23[0]) % (20));
	return 0b0;
}
