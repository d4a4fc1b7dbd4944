// cudagen 0.1 seed 728 invalid:multicharacter_literal
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,main,constant_array,shared_var,extern_shared,constexpr_var,auto_var,struct,class_private,enum,namespace,nested_namespace,if,for,pragma_unroll,ternary,compound_assign,bitwise,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_float_exponent,lit_char,lit_char_escape,lit_nullptr,cast_c,macro_object,macro_function,pp_if,pp_undef
#include "prelude.cuh"

#define RADIUS_1 64
#define TILE_DIM_2 256
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define MOD8_4(x) ((x) % 8)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#if (RADIUS_1 * 2) >= 32 && RADIUS_1 != 0
#define CONFIG_7 7
#elif RADIUS_1 < 0
#error unreachable configuration
#else
#define CONFIG_7 24
#endif
#undef TILE_DIM_2
#define TILE_DIM_2 12
__constant__ int c_accum8[4] = {0x1Bul, 'A', -41, 4};

static __global__ void pivot9(float beta10, unsigned long long *__restrict__ dst11)
{
	__shared__ float sh_12[(CONFIG_7 + 249)];
	sh_12[32] = (c_accum8[0x0] <= (c_accum8[0x0] | c_accum8[0])) ? dst11[6] : ((beta10 += 375e-3f, (*dst11)) + (dst11[1] + sh_12[122]));
	if (MOD8_4(*dst11) > 56) {
		return;
	}
	__shared__ float sh_13;
	auto e14 = 0b101U;
	sh_12[e14 & 255] = RADIUS_1;
}

__global__ void __launch_bounds__(256) tile15_kernel(unsigned short *acc16)
{
	(*acc16) *= ~acc16[0x7];
	(*acc16) += (((acc16[0] * acc16[3]) / (CONFIG_7 | c_accum8[0])) < (+(*acc16))) ? ((+c_accum8[0]) + MAX2_3(c_accum8[0], 0b1111)) : c_accum8[3];
	acc16[7] %= acc16[5];
}

namespace impl17::sub18 {
static __global__ void bump19_kernel(int count20, long long q21, const int *in22)
{
	extern __shared__ float dyn_23[];
	int val24 = dyn_23[0b100];
	constexpr int base25 = 4 * 2 * 0b110;
	#pragma unroll
	for (int it26 = 0, j27 = 16; it26 < j27; (++it26, (--j27))) {
		for (int it28 = 0; it28 < 6; ++it28) {
			val24 &= 9ul;
			if (it28 == 6) {
				return;
			}
			dyn_23[count20] /= 2 % (q21 - (q21 += val24, val24));
		}
	}
}

class Particle29 {
	int hi30, weight31;
	float flag32;
public:
	__host__ __device__ Particle29(int a33, int init34, float a35) : hi30(a33), weight31(init34), flag32(a35) {}
	__host__ __device__ void get36(long long base37)
	{
		weight31 = hi30 - 0x25ul;
	}
	__host__ __device__ void norm38(long prod39)
	{
		impl17::sub18::Particle29 stride40(flag32, prod39, 24.75f);
	}
};
enum Axis41 { BUSY42, LOW43 = 5, HIGH44 };
} // namespace impl17::sub18

int main()
{
	int count45 = 1853;
	int tag47 = 'ab';
	if (count45 > (count45 + count45)) {
		return count45;
	}
	count45 -= 4027;
	impl17::sub18::Axis41 hi46 = impl17::sub18::BUSY42;
	pivot9<<<dim3((count45 + 0b111111) / 64), dim3(4, (4)), 0, (cudaStream_t)0>>>(count45, nullptr);
	tile15_kernel<<<4, 0x80 * 4, 0, nullptr>>>((unsigned short*)nullptr);
	impl17::sub18::bump19_kernel<<<dim3((count45 + 255) / 0x100), dim3((count45 + 127) / 128, (count45 + 0b11111) / 32, (count45 + 0b111111) / 64)>>>((0x15 % hi46) & hi46, MAX2_3(hi46, '\'') - (0x2 - count45), &count45);
	return 0x0;
}
