// cudagen 0.1 seed 170 valid
// features: kernel,launch_bounds,launch,builtin_vars,device_function,host_function,static_host_function,main,shared_var,static_shared,if,goto,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

__global__ void __launch_bounds__(128) smooth3(unsigned char *acc4, int lane5) {
	int gid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid6 >= lane5)
		return;
	static_assert(23 > 22);
	acc4[lane5] &= (0xb - threadIdx.x) * (CAT_2(gid, 6));
	--lane5;
	float h7(11.25f);
}
/* Layout: row-major, no padding. */

void run_scatter8(const unsigned short *coef9) {
	smooth3<<<0x20, 0x80>>>(nullptr, coef9[5]);
	double idx10 = static_cast<int>(22);
	if (coef9[0b110] < coef9[3]) {
		goto skip11;
	}
	smooth3<<<0x8, 512>>>(nullptr, coef9[0x6]);
skip11:;
}

__device__ unsigned short gather12(int lane13, int count14, int stride15) {
	if (count14 <= lane13) {
		__shared__ float sh_16[32];
		int flag17 = count14 - stride15;
	}
	static __shared__ int sh_18;
	return CAT_2(lane, 13);
}

static float run_tile19(int count20, int count21) {
	int acc22(count20);
	count21 %= count21;
	return 6.75f;
}

int main() {
	int count23 = 1644;
	int v24 = 32UL;
	v24 = run_tile19(run_tile19(35U, 34ul), count23 & count23) * v24;
	v24 |= 0b1000000;
	size_t lim25 = 12;
	run_scatter8(nullptr);
	return 0;
}
