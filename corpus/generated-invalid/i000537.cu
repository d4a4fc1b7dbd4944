// cudagen 0.1 seed 537 invalid:member_of_incomplete_type
// features: kernel,launch,device_function,device_noinline,main,shared_var,constexpr_var,struct,if,for,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_static,comments
#include "prelude.cuh"

// Returns the accumulated value.

struct Vec1 {
	bool z2;
	unsigned int hi3;
	unsigned weight4;
	short val5;
};

__device__ int accum6(float p7) {
	--p7;
	if (p7 <= p7)
		return p7;
	p7 = p7;
	for (int n8 = 14; n8 > 0; --n8) {
		p7 = 12.625f;
		p7--;
	}
	return ((p7 != 046) ? 0x11 : p7) + p7;
}
/* Layout: row-major, no padding. */

__device__ __noinline__ short pack9(const Vec1 &b10, int count11, int len12) {
	__shared__ float sh_13[64];
	__shared__ Vec1 sh_14[32];
	++len12;
	sh_14[len12].weight4 <<= count11 & count11;
	int* lo15 = nullptr;
	return 326L;
}

__global__ void fuse16(int stride17, int* dst18, const signed char* src19) {
	static_assert(sizeof(int) == 4);
	if (8 > (~src19[stride17])) {
		if (stride17 != 0x3Eul)
			return;
		stride17 -= (*dst18) - (dst18[stride17] += stride17, U' ');
	}
}
constexpr unsigned int STEPS20 = 5;
struct Fwd_23;
int peek_23(Fwd_23 *p)
{
    return p->x;
}

int main() {
	int n21 = 3817;
	if ((n21 && (STEPS20 != n21)) || (n21 == STEPS20))
		(n21++, (n21 |= n21));
	static_assert(sizeof(int) == 0b100);
	unsigned char m22 = ((n21) ^ ((STEPS20 <= n21) ? STEPS20 : 0x23)) | (STEPS20 * static_cast<unsigned>(n21));
	fuse16<<<(1), STEPS20 + (STEPS20 + (STEPS20 + (STEPS20 + (STEPS20 + 231))))>>>(STEPS20, nullptr, nullptr);
	return 0;
}
