// cudagen 0.1 seed 145 invalid:sizeof_void
// features: kernel,restrict_params,launch,host_device_function,constexpr_function,main,shared_var,constexpr_var,const_local,enum,enum_class,if,for,pragma_unroll,goto,static_assert,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste
#include "prelude.cuh"

#define CHUNK_1 4
#define NUM_ITERS_2 128
#define BLOCK_SIZE_3 (CHUNK_1 + 1)
#define CAT_4(a, b) a##b
__global__ void score5(unsigned int *data6, float *out7, float *__restrict__ data8, long *dst9)
{
	#pragma unroll 8
	for (int n10 = 0; n10 < 0b111; n10 += 4) {
		__shared__ float sh_11[64];
	}
	const int v12 = 0;
}
enum class Color13 { Low14 = 1, Fast15 = 5, Idle16 = 7 };
static constexpr int WIDTH17 = CHUNK_1 + 3;
constexpr __host__ __device__ int scatter18(int count19)
{
	return (count19 / 0b11001UL) - (static_cast<double>(14.875f) - (count19 ^ 8));
}
__host__ __device__ int apply20(float q21, unsigned char *dst22, size_t p23)
{
	int lo24 = scatter18((q21 * 26UL) / sizeof(int));
	Color13 base25 = Color13::Idle16;
	int m26 = (((lo24 / 22U) >= CHUNK_1) ? scatter18(*dst22) : (p23 % lo24)) | (scatter18(q21) ^ 30);
	dst22[lo24 & 7] ^= 54 - ((short)(*dst22));
	return q21;
}
enum Op27 : unsigned int {
	BUSY28,
	RED29,
	LOW30,
	SLOW31,
	LOW32 = 7
};
__host__ __device__ int sift33(int count34, int lane35, int lane36)
{
	if (lane36 >= '#') {
		goto skip39;
	}
	for (int j37 = 0; j37 < lane35; j37++) {
		static_assert(sizeof(int) == 4, "expected value");
		lane36 &= BUSY28 - ((long)lane36);
	}
	for (int n38 = 0; n38 < lane36; n38 += 1) {
		lane35 = 51LL + lane35 + ((int)apply20(CAT_4(count, 34), nullptr, '#'));
		lane36 |= lane36;
	}
	count34 = apply20(2 | lane36, (unsigned char*)nullptr, WIDTH17) + (scatter18(count34));
skip39:;
	return WIDTH17;
}
int main(void)
{
	int count40 = 910;
	count40 += sizeof(void);
	apply20(apply20(WIDTH17, nullptr, count40) + scatter18(count40), (unsigned char*)nullptr, count40 + 6);
	count40 = BLOCK_SIZE_3;
	if (count40 < count40)
		return scatter18(count40) % count40;
	count40++;
	count40 = +count40;
	score5<<<8 * (RED29 + 3), NUM_ITERS_2 * CHUNK_1>>>(nullptr, nullptr, nullptr, nullptr);
	return 0;
}
