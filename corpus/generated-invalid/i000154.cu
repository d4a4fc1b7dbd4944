// cudagen 0.1 seed 154 invalid:redeclared_host_as_device
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,host_function,main,shared_var,constexpr_var,auto_var,if,switch,goto,static_assert,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,cast_static,macro_object,macro_statement,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define RADIUS_2 3
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#if BLOCK_SIZE_1 > 28
#define CONFIG_6 5
#else
#define CONFIG_6 28
#endif

float check_smooth7(float *__restrict__ acc8, int n9)
{
	constexpr int acc10 = 53;
	if (acc8[n9] < 29L) {
		goto skip13;
	}
	switch ((n9 == n9) ? n9 : 60lu) {
	case 0x4:
		break;
	case RADIUS_2 + 5: {
		float t11 = ((*acc8) += acc8[n9 & 7], 0.f);
		break;
	}
	case RADIUS_2 * RADIUS_2: {
		constexpr unsigned acc12 = 60;
		break;
	}
	case (RADIUS_2 + 2):
		n9 += 17 % n9;
		break;
	}
	(++n9, (n9 ^= n9));
	acc8[3] *= ((*acc8) += 19, static_cast<unsigned int>(22 - acc8[n9]));
skip13:;
	return 20u;
}

static __global__ void decay14(long long beta15)
{
	static_assert(3 > 0x2, "expected value");
	bool lo16 = beta15;
	auto val17 = 0x3C + beta15;
	switch (lo16 * beta15) {
	case 3:
		if (lo16 != 15L) {
			return;
		}
		break;
	}
	__shared__ long sh_18[16];
}
__device__ int both20(int x);
__host__ int both20(int x)
{
    return x;
}

int main()
{
	int size19 = 3'400;
	if (size19 > size19) {
		return size19 / (BLOCK_SIZE_1 - size19);
	}
	size19 = 52;
	decay14<<<(size19 + 63) / 64, dim3((size19 + 255) / 256, 32 * 2)>>>((size19 * 9));
	return 0;
}
