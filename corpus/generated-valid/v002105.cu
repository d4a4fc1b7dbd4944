// cudagen 0.1 seed 2105 valid
// features: kernel,launch,launch_dim3,host_device_function,host_function,main,constant_array,shared_var,extern_shared,constexpr_var,const_local,namespace,if,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_bool,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,alignof,macro_object,macro_function
#include "prelude.cuh"

#define TILE_DIM_1 128
#define BLOCK_SIZE_2 4
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_4(x) ((x) & 0xF)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
int run_scatter7(bool b8, unsigned int alpha9, const unsigned long* coef10) {
	unsigned char m11 = TILE_DIM_1;
	b8 = ((*coef10) & 0x1);
	if (coef10[4] != 9u)
		return *coef10;
	++m11;
	if (alpha9 <= m11)
		return 17 | m11;
	alpha9 -= b8;
	return coef10[0x5] * (b8 ? b8 : 60);
}
inline int check_reduce12(unsigned p13, long long a14) {
	unsigned stride15 = 0x2b;
	if (!(stride15 & 0b1))
		return run_scatter7((p13 == p13) && (a14 < 0b111010), 0x5ul | p13, nullptr);
	return a14;
}
__constant__ double c_probe16[4] = {61};
__host__ __device__ int fold17(int lane18, const double* input19, const float* coef20) {
	const int hi21 = ((lane18 - lane18) ^ lane18) * (lane18 >> 5);
	++lane18;
	lane18 = MIN2_3(lane18, lane18);
	{
		char e22 = +((lane18 += alignof(float), hi21) >> sizeof(unsigned char));
		constexpr double w23 = 9.125;
	}
	return 2LL;
}
namespace detail24 {
__host__ __device__ float apply25(double beta26, int* dst27) {
	size_t w28 = 63;
	unsigned int diff29 = fold17(sizeof(size_t) + size_t(dst27[w28]), reinterpret_cast<const double*>(dst27), reinterpret_cast<const float*>(dst27));
	return (LOW_BITS_4(diff29) + (0x12 & dst27[w28 & 7])) << (*dst27);
}
} // namespace detail24
__global__ void weigh30(bool cfg31, const double* input32, char b33) {
	extern __shared__ unsigned dyn_34[];
	long long hi35 = ((unsigned char)c_probe16[3]) % 0x4;
	float off36 = fold17(cfg31, nullptr, reinterpret_cast<const float*>(input32));
	off36++;
	unsigned int diff37 = detail24::apply25(hi35 / hi35, nullptr) * fold17(c_probe16[3], (const double*)nullptr, reinterpret_cast<const float*>(input32));
	if (diff37 < off36)
		return;
	diff37 = dyn_34[7];
}
__host__ void drift38(int count39, char beta40, float* dst41) {
	check_reduce12((count39 += sizeof(unsigned int), beta40), (18 >= count39) ? (57lu + beta40) : (sizeof(float) * count39));
	unsigned char off42 = int(40) * beta40;
}
int main() {
	int size43 = 455;
	(size43++, (size43 >>= size43));
	constexpr bool flag44 = false;
	--size43;
	size43 ^= check_reduce12((flag44 / size43) + (flag44 * size43), flag44);
	size43 = run_scatter7((size43 <= 59ll) || ((~size43) < size43), fold17(flag44 + size43, nullptr, (const float*)nullptr), nullptr);
	size43--;
	weigh30<<<(BLOCK_SIZE_2 + 0x3C) * (BLOCK_SIZE_2 + BLOCK_SIZE_2), dim3((size43 + 31) / 32)>>>(0x20 >= (+((size43 == size43) ? 3436 : 16)), (const double*)nullptr, sizeof(int));
	return 0x0;
}
