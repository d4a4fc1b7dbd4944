// cudagen 0.1 seed 1367 valid
// features: kernel,launch,builtin_vars,grid_stride_loop,host_function,static_host_function,main,const_local,if,for,do_while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_char,lit_nullptr,cast_c,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
/* Returns the accumulated value. */

static long run_relax2(int lane3, unsigned char p4, float p5) {
	unsigned int acc6 = (11 >> CAT_1(lane, 3)) % ((lane3) - (lane3));
	float* v7 = nullptr;
	const int hi8 = 013;
	lane3 %= 041u;
	if (lane3 != 26L) {
		return ((acc6 >> lane3) != lane3) ? (lane3 * acc6) : lane3;
	}
	p4 = lane3;
	(--p4, (acc6 -= CAT_1(p, 4)));
	return ((unsigned int)(lane3)) + 1;
}
/* Helper used by the kernels below. */

__global__ void warp9_kernel(unsigned int cfg10) {
	unsigned gid11 = threadIdx.x;
	int w12 = 0;
	do {
		for (int n13 = (blockIdx.x * blockDim.x) + threadIdx.x; n13 < 5; n13 += blockDim.x * gridDim.x) {
			int pass14 = 0;
			do {
				cfg10 = (gid11) & (w12 | (21 - CAT_1(gid, 11)));
				cfg10 = +(blockDim.y + gid11);
				++pass14;
			} while (pass14 < w12);
		}
		int lo15 = gid11;
		if ((w12 >= 46) || (lo15 != CAT_1(cfg, 10))) {
			return;
		}
		++w12;
	} while (w12 < 6);
}

int main() {
	int size16 = 799;
	warp9_kernel<<<2, 128>>>((6L / CAT_1(size, 16)) + 12);
	if ((size16 + 13) >= CAT_1(size, 16)) {
		return 'a';
	}
	for (int it17 = 9; it17 > 0b0; --it17) {
		size16 = 28ul * it17;
	}
	int lo18 = ((57u >= (CAT_1(size, 16) * size16)) ? (9 ^ size16) : CAT_1(size, 16));
	return 0;
}
