// cudagen 0.1 seed 2303 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,host_function,main,constexpr_var,struct,if,if_init,nested_block,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_function,pp_if,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define NUM_ITERS_2 3
#define HALF_3(x) ((x) / 2)
#if BLOCK_SIZE_1 % 2 == 0 || BLOCK_SIZE_1 < 4
#define CONFIG_4 8
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 24
#endif
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 48

__global__ void sift5_kernel(const int *__restrict__ src6, int *__restrict__ data7, float *out8) {
	out8[0b0]++;
	out8[2] += HALF_3(data7[0]);
}

static __global__ void bias9(long q10, long *__restrict__ data11, int stride12, int *__restrict__ buf13) {
	--q10;
	int idx14((static_cast<float>(q10) + 6U) - (35 + buf13[0]));
	{
		if (bool stride15 = q10 != q10; (HALF_3(stride15) * (stride15 & stride15)) > CONFIG_4) {
			double res16 = ((idx14 >> 0b11) & (21l + stride15)) & 22l;
		}
		stride12++;
	}
	if (32U == stride12) {
		return;
	}
}

struct Stats17 {
	float x18;
	unsigned int count19;
	unsigned int flag20;
};

size_t run_count21(int n22, Stats17 p23) {
	bias9<<<256, 1 << (CONFIG_4 + 1), 0>>>(p23.flag20 * p23.x18, static_cast<long*>(nullptr), p23.flag20, &n22);
	n22--;
	++n22;
	return (float)(15 - p23.x18);
}

int main() {
	int count24 = 1035;
	int s25 = ((long)count24) - (count24 += BLOCK_SIZE_1, (count24 * CONFIG_4));
	count24 %= run_count21(0b11101lu, Stats17{3.0f, unsigned(count24 ^ s25), 2u});
	sift5_kernel<<<(count24 + 63) / 64, 256>>>(&s25, &count24, nullptr);
	s25--;
	int k26{static_cast<int>(~(count24 * (s25 + s25)))};
	return 0b0;
}
