// cudagen 0.1 seed 207 invalid:duplicate_parameter
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,launch_stream,main,constexpr_var,auto_var,struct,aligned_struct,if,if_init,do_while,goto,compound_assign,bitwise,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 1
#else
#define TUNE_7 63
#endif

static __global__ void split8_kernel(int n9, unsigned int alpha10, int n11, int count12) {
	float mid13{9.0F};
	if (mid13 <= alpha10) {
		return;
	}
	int w14 = 0;
	do {
		n11++;
		int lo15 = ((alpha10) * (n11 + CAT_5(alpha, 10))) & (TUNE_7 + (alpha10));
		++w14;
	} while (w14 < count12);
}

struct __align__(16) Stats16 {
	long mass17;
	unsigned lo18;
};

__global__ void __launch_bounds__(256) pack19_kernel(int n20) {
	if (TWICE_PLUS_1(n20, CAT_5(n, 20)) <= 52) {
		goto skip21;
	}
	n20 = int(TUNE_7) * n20;
	if (n20 < n20) {
		return;
	}
skip21:;
}

__global__ void shade22(double b23, const int *input24, Stats16 q25, double *data26) {
	if (int h27 = ((q25.mass17 - 46) * TUNE_7) + static_cast<float>((int)17u); (((*input24) | 3327) & (0b101111UL - h27)) <= (41l + input24[h27 & 7])) {
		q25.lo18 ^= input24[h27 & 0x7];
		auto y28 = ((916u) * (input24[0x6] | q25.mass17)) + 0x25u;
	}
}
__global__ void combine31(int a, int a)
{
}

int main() {
	int len29 = 0b10001100;
	len29 = 2896;
	float cnt30 = -4594;
	split8_kernel<<<128 * 2, (TUNE_7 + 65) * 0x2, (TUNE_7 + (TUNE_7 + 898)), 0>>>(38, 50 ^ (len29 + 51u), (unsigned long)cnt30, static_cast<int>(CAT_5(len, 29) - TUNE_7));
	pack19_kernel<<<2, 128>>>(6lu ^ (CAT_5(len, 29) - len29));
	shade22<<<(128), (TUNE_7 + (TUNE_7 + (TUNE_7 + 323))), 0, (cudaStream_t)0>>>(static_cast<float>(len29 % len29), nullptr, Stats16{1954, static_cast<unsigned int>(20ul)}, static_cast<double*>(nullptr));
	return 0x0;
}
