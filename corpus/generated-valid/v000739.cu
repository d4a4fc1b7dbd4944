// cudagen 0.1 seed 739 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,host_device_function,host_function,constexpr_function,main,constexpr_var,local_array,auto_var,enum,if,nested_block,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_function
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))

__global__ void grow3(int n4, const unsigned int* __restrict__ coef5, int* __restrict__ dst6, short p7) {
	n4 = 4185U + ((*dst6) / p7);
	if (n4 <= 60) {
		return;
	}
}
enum Kind8 : int { GREEN9 = 3, GREEN10 = 8, RED11 };

template <typename T, typename U>
__global__ void clamp12(U b13) {
	float off14[0x4 * 2] = {24.125f, 2.0f, 0x2C, 24};
	off14[0x6] = b13;
	U tmp15 = off14[0x5];
	b13 = 2;
	int z16[7] = {int((0x31ULL))};
	double flag17{4.0};
	auto tmp18 = tmp15;
}

constexpr __host__ __device__ int step19(int lane20, int lane21) {
	float f22 = lane20;
	double m23 = 1 + (lane20 | (0xe - lane21));
	return f22;
}

constexpr int run_clamp24(int n25) {
	float lo26 = n25 + n25;
	unsigned int q27 = sizeof(double) / long(n25 & n25);
	return n25;
}

int main(void) {
	int count28 = 3794;
	count28 = 39L;
	{
		(count28--, (count28 = count28));
		int z29 = 7ul / (count28 += RED11, 21ll);
	}
	if (count28 != 0b1100) {
		return RED11;
	}
	grow3<<<dim3((count28 + 255) / 256, (count28 + 0xFF) / 256), dim3((count28 + 255) / 0x100, 2, (count28 + 0x1F) / 32)>>>(0x2 + count28, (const unsigned int*)nullptr, &count28, int(count28 & count28));
	clamp12<float, unsigned><<<(count28 + 255) / 256, (64)>>>(0x17 - count28);
	return 0;
}
