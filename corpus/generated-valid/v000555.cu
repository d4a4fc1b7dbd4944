// cudagen 0.1 seed 555 valid
// features: kernel,launch,launch_shared_mem,device_function,device_noinline,host_function,default_args,main,shared_var,static_shared,extern_shared,constexpr_var,const_local,struct,enum,if,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_static,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

struct Body2 {
	double count3;
	float y4;
};

__device__ __noinline__ void mix5(size_t b6 = 0x30) {
	static __shared__ int sh_7[32];
	sh_7[28]--;
	sh_7[015] = -3;
	if ((sh_7[6] * CAT_1(b, 6)) != b6) {
		return;
	}
	b6 <<= sh_7[b6] + b6;
	constexpr size_t flag8 = 2171UL;
	sh_7[b6 & 31] %= sizeof(Body2);
}
enum Color9 {
	SLOW10,
	OFF11,
	RED12,
	BLUE13,
	GREEN14
};

__global__ void probe15(short *acc16, int count17) {
	extern __shared__ float dyn_18[];
	acc16[count17 & 7]++;
	int *cnt19 = &count17;
	if (acc16 == nullptr) {
		return;
	}
	float e20 = (dyn_18[2] += 4924, count17) ^ 0x2CLL;
}

inline int check_step21(Body2 b22, Body2 beta23, long beta24) {
	const int q25 = GREEN14;
	unsigned flag26(beta24);
	float z27(4.875f);
	probe15<<<4, 1 << 5>>>(nullptr, z27);
	z27 = 5.375F;
	probe15<<<RED12 + (RED12 + 124), 0x100, 0x0>>>(static_cast<short*>(nullptr), beta24);
	probe15<<<(beta24 + 31) / 32, 64, OFF11 + (BLUE13 + 4092)>>>(nullptr, 18);
	return beta23.y4;
}

int main() {
	int size28 = 231;
	size28 &= (CAT_1(size, 28) % (0x9L * size28)) + 58U;
	probe15<<<(size28 + 0x1f) / 0x20, 128 * (OFF11 + 1), sizeof(float) * 0200>>>(nullptr, 1 ^ (-CAT_1(size, 28)));
	size28 = 61;
	size28 *= (CAT_1(size, 28) + 3672U) & SLOW10;
	Body2 stride29 = Body2{19.5f, 0x1p0f};
	static_assert(sizeof(int) == 4, "expected value");
	return 0;
}
