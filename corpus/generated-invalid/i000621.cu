// cudagen 0.1 seed 621 invalid:shared_in_range_for
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,main,shared_var,shared_2d,constexpr_var,if,if_else,nested_block,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__global__ void gather2_kernel(const float* __restrict__ input3, int n4) {
	if ((n4 == input3[6]) && ((n4 > (*input3)) || ((*input3) < n4))) {
		constexpr unsigned long mid5 = 38;
	}
	if (n4 >= 2) {
		return;
	}
	{
		long base6 = input3[7];
		__shared__ double sh_7[3][12];
	}
}

static __global__ void __launch_bounds__(1 << 9) pivot8_kernel(float alpha9, const int* src10, const long* src11) {
	int val12 = 46;
	if (src10[6] < 15) {
		if ((!src11) || (35 < (alpha9 / alpha9))) {
			unsigned long u13 = 10;
		} else {
			float w14(val12);
			val12 = *src10;
		}
		val12 -= alpha9;
	} else {
	}
}
__global__ void range_kernel17(int *p)
{
    int vals18[3] = {1, 2, 3};
    for (__shared__ int x : vals18) {
        p[0] += x;
    }
}

int main() {
	int len15 = 2007;
	len15 = 4305 % ((len15 & 042) ^ 18ul);
	constexpr long mid16 = (4 * 15);
	len15 = ~len15;
	gather2_kernel<<<(len15 + 0377) / 256, (512), sizeof(int) * 64>>>((const float*)nullptr, 047 >> len15);
	pivot8_kernel<<<512, 512, sizeof(int) * 256>>>(mid16, nullptr, (const long*)nullptr);
	return 0;
}
