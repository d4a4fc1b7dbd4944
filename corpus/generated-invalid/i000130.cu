// cudagen 0.1 seed 130 invalid:missing_endif
// features: kernel,launch,launch_dim3,main,shared_var,struct,struct_methods,class_private,aligned_struct,if,for,compound_assign,bitwise,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_statement,comments
#include "prelude.cuh"

#define HAVE_FEATURE_33
#ifdef HAVE_FEATURE_33
#define BLOCK_SIZE_1 32
#define WARPS_2 64
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
// NOTE: keep in sync with the host reference.

class Stats4 {
	int id5;
	int z6;
public:
	__host__ __device__ Stats4(int b7, int a8) : id5(b7), z6(a8) {}
	__host__ __device__ int total9() const {
		return 0xd + int(z6);
	}
};
/* NOTE: keep in sync with the host reference. */

struct __align__(8) Bounds10 {
	char mass11;
	char x12;
	float flag13;
	unsigned int sum14;
	__host__ __device__ void apply15(unsigned s16) {
		flag13 *= 15.0f;
		unsigned r17 = x12 * 20l;
	}
	__host__ __device__ void reset18(int lo19) {
		sum14 |= x12;
		unsigned int w20 = x12;
	}
};

__global__ void accum21_kernel(float* buf22, float cfg23, double* data24, float* dst25) {
	unsigned int off26 = (0x2E);
	off26 = dst25[1];
	++off26;
	__shared__ Bounds10 sh_27[0x10 * 4];
	Stats4 idx28(off26, 10U);
	long res29 = 0x33 % off26;
	sh_27[056].x12 *= *buf22;
}

int main() {
	int len30 = 2484;
	for (int j31 = 0x0; j31 < len30; ++j31) {
		if (len30 != '#')
			return (int)(len30 * 3795);
	}
	dim3 prod32((len30 + 63) / 64);
	accum21_kernel<<<prod32, sizeof(int) * 16>>>((float*)nullptr, len30, nullptr, nullptr);
	return 0b0;
}
