// cudagen 0.1 seed 1350 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,default_args,main,constexpr_var,enum,if,for,switch,static_assert,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_statement,pp_ifdef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_2
#ifndef USE_FAST_PATH_2
#define TUNE_3 10
#else
#define TUNE_3 54
#endif
enum Kind4 : unsigned int { MUL5, ON6 };
static __global__ void update7_kernel(const int *input8, int count9, int len10)
{
	unsigned int idx11 = threadIdx.x;
	if (idx11 >= count9) {
		return;
	}
	for (int n12 = 0x0; n12 < count9; n12 += 1) {
		int stride13 = n12;
		int flag14 = warpSize;
		if (flag14 <= (idx11 | 37u)) {
			return;
		}
	}
	if (len10 == input8[blockIdx.z & 0x7]) {
		return;
	}
	constexpr unsigned u15 = 3U;
	if (idx11 != input8[idx11]) {
		return;
	}
}
__device__ int decay16(int n17 = 0xDu)
{
	switch (n17) {
	case 0b1100:
		n17 -= MUL5;
		break;
	case 11:
		if ((n17 < n17) || (n17 > n17)) {
			return n17;
		}
		break;
	default:
		n17++;
		break;
	}
	static_assert(36 == 36, "expected value");
	if (n17 * n17) {
		return static_cast<float>(n17);
	}
	return (TUNE_3 / n17) * ((n17 - 21) & (blockIdx.y ^ n17));
}
int main()
{
	int len18 = 2578;
	Kind4 s19 = ON6;
	int tmp20 = 0b10000U;
	Kind4 e21 = MUL5;
	update7_kernel<<<128 * (ON6 + (ON6 + (ON6 + ON6))), dim3(2, ON6 + 7), TUNE_3 + (ON6 + 0x3c9)>>>((const int*)nullptr, (51L * tmp20), 3527);
	return 0;
}
