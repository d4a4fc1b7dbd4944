// cudagen 0.1 seed 1364 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,main,constexpr_var,if,if_else,if_init,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,sizeof,macro_object,macro_function,macro_paste,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define CHUNK_2 3
#define HALF_3(x) ((x) / 2)
#define SQR_4(x) ((x) * (x))
#define CAT_5(a, b) a##b
#undef NUM_ITERS_1
#define NUM_ITERS_1 2

static __global__ void spread6(unsigned int* __restrict__ dst7) {
	if (((dst7[6] < threadIdx.z) && (dst7 != nullptr)) || (dst7 == nullptr)) {
		float val8 = ((dst7[4] ^ dst7[2]) & dst7[1]) / (CHUNK_2 - SQR_4(*dst7));
		if (((dst7[0x7] - 0x7) & 0x1)) {
			val8 = 48l % dst7[threadIdx.z & 7];
			int y9(sizeof(int));
		} else {
			val8 = CAT_5(val, 8) + (val8 += val8, (9.5F * dst7[4]));
		}
		if ((dst7[6]) <= val8) {
			return;
		}
	} else if (!((dst7[threadIdx.x & 7] & 1) && (dst7[6] == blockDim.x))) {
	} else if (HALF_3(dst7[gridDim.z]) <= (*dst7)) {}
}

unsigned long run_step10(unsigned short* __restrict__ acc11) {
	(*acc11) = HALF_3((*acc11) ^ acc11[1]);
	(acc11[0x0]++, ((*acc11) = ((*acc11) | 8) ^ ((acc11[6] += 49lu, 47LL) + 011)));
	return 43u;
}

int main() {
	int count12 = 1423;
	float acc13 = SQR_4(count12) + 20.375F;
	if (double prod14 = SQR_4(HALF_3(CAT_5(count, 12))); (acc13 - count12) >= acc13) {
		prod14--;
	} else if (SQR_4(CAT_5(prod, 14)) < 1) {
		return SQR_4(count12) - (count12 ^ count12);
	}
	spread6<<<(count12 + 63) / 64, 32 * 4, CHUNK_2 + (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + (CHUNK_2 + 1012))))>>>(nullptr);
	return 0;
}
