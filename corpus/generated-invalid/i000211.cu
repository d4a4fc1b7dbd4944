// cudagen 0.1 seed 211 invalid:negative_array_size
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,host_function,main,constant_var,shared_var,constexpr_var,local_array,auto_var,if,while,switch,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,macro_object,comments
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define BLOCK_SIZE_2 128
constexpr int WIDTH3 = sizeof(float) * 16;
__constant__ float c_relax4 = 'a';
/* Layout: row-major, no padding. */

__global__ void drift5_kernel(float *__restrict__ data6, long *buf7) {
	(*data6)++;
	--(*data6);
	float res8 = WIDTH3;
	data6[0x0]++;
}
// Computes one element per thread.

__global__ void weigh9_kernel(int *__restrict__ dst10, long *data11) {
	(*data11) = *data11;
	int mid12 = *data11;
	dst10[mid12] = ((dst10[7] - (*dst10)) * BLOCK_SIZE_2) | '\x41';
	__shared__ double sh_13[8];
}
// NOTE: keep in sync with the host reference.

template <typename T>
__global__ void clamp14(T *out15, T cfg16, float *__restrict__ buf17, long long *__restrict__ acc18) {
	float idx19[0x6]{0.875f, c_relax4, 03556, 23.0f, 17.75f, 21};
	buf17[7] = 13l;
	int iter20 = 0;
	while (iter20 < iter20) {
		switch (acc18[iter20] ^ WIDTH3) {
		case NUM_ITERS_1 + 0x6:
			break;
		default: {
			__shared__ unsigned long sh_21;
			break;
		}
		}
		cfg16++;
		++iter20;
	}
}

__global__ void stencil22_kernel(int *acc23) {
	switch ((*acc23) - (*acc23)) {
	case (012):
		break;
	case 6:
		acc23[4] = *acc23;
		if (acc23[2] > 35lu)
			return;
		break;
	case 3:
		break;
	}
	(*acc23) = (WIDTH3 & (acc23[7] + WIDTH3)) - 'A';
	acc23[0x5] = *acc23;
}
// NOTE: keep in sync with the host reference.

float host_merge24(int count25, float p26, float beta27) {
	(++p26, (beta27 = 13));
	(beta27++, (p26 = 23.125F));
	--p26;
	count25 = WIDTH3;
	p26 = 0x13 * (beta27 * (p26 - beta27));
	return ((WIDTH3 | count25) - 1) & WIDTH3;
}
int buf32[-1];

int main(void) {
	int len28 = 617;
	weigh9_kernel<<<(len28 + 0x7F) / 128, 0x20>>>(&len28, nullptr);
	auto res29 = host_merge24(BLOCK_SIZE_2, host_merge24(len28 * 0x15, len28 / WIDTH3, 23.25F + len28), len28);
	long hi30(0x2d);
	--res29;
	constexpr int z31 = (3);
	drift5_kernel<<<(len28 + 255) / 0x100, 256>>>(nullptr, (long*)nullptr);
	clamp14<double><<<dim3(4, 512, (hi30 + 255) / 0x100), 64>>>(nullptr, ~(+len28), &res29, (long long*)nullptr);
	stencil22_kernel<<<020 * (NUM_ITERS_1 + 1), 2 * (NUM_ITERS_1 + 0xD)>>>(&len28);
	return 0;
}
