// cudagen 0.1 seed 1408 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,device_function,main,constexpr_var,struct,struct_methods,struct_template,operator_overload,if,switch,ternary,compound_assign,bitwise,shift,logical,comparison,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_const,macro_object,macro_stringize,macro_statement,pp_if,comments
#include "prelude.cuh"

#define TILE_DIM_1 128
#define TILE_DIM_2 ((32 * 0x4))
#define TILE_DIM_3 3
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#if TILE_DIM_1 % 2 == 0 || TILE_DIM_1 < 4
#define CONFIG_7 3
#else
#define CONFIG_7 31
#endif
// Returns the accumulated value.

struct Pixel8 {
	unsigned int sum9;
	int sum10;
	__host__ __device__ void mix11(int val12)
	{
		sum9 = 40;
	}
};

struct Vec13 {
	bool vel14;
	unsigned long vel15;
	__host__ __device__ void scale16(int prod17)
	{
		float h18 = (vel15 + vel14) * ((((prod17 == 7) ? 1 : vel14) > prod17) ? vel14 : 24.5f);
	}
};

inline __host__ __device__ Vec13 operator+(Vec13 a, Vec13 b)
{
	Vec13 r = a;
	r.vel15 += b.vel15;
	return r;
}
// Returns the accumulated value.

__device__ long long count19(int n20)
{
	Vec13 acc21 = Vec13{false, size_t(n20)};
	acc21 = acc21;
	n20 <<= (!(n20 > acc21.vel14)) ? ((n20 || (acc21.vel14 >= n20)) ? (010) : acc21.vel14) : ((gridDim.y) >> 14L);
	if (((n20 < n20) ? CONFIG_7 : 34) == acc21.vel15)
		return (n20 + blockDim.z);
	return (n20 == acc21.vel15) ? blockDim.z : (-(-0x33));
}

__global__ void __maxnreg__(32) mix22(const int *__restrict__ input23, int stride24, int *dst25, const unsigned short *__restrict__ in26)
{
	Pixel8 y27 = Pixel8{};
	int *mid28 = nullptr;
	(*dst25) %= blockDim.x;
}
/* Helper used by the kernels below. */

template <typename T>
struct Pixel29 {
	T vel30;
	__host__ __device__ T bump31() const
	{
		return 23.25;
	}
};
// Computes one element per thread.

__device__ void accum32(int stride33, int n34, unsigned q35)
{
	short int tmp36 = n34;
	stride33 >>= CONFIG_7;
	unsigned short base37 = (((n34 == tmp36) || (stride33 <= n34)) ? (0xdu * threadIdx.x) : 41l);
	tmp36 &= gridDim.x + tmp36;
}

int main()
{
	int n38 = 0x3B2;
	n38 |= -(05320);
	switch (n38) {
	case 0b1001:
		break;
	case (5): {
		const char *u39 = STR_6(CONFIG_7);
		break;
	}
	case (2):
		mix22<<<(n38 + 0x7f) / 128, dim3((n38 + 0xFF) / 256)>>>(&n38, n38, &n38, (const unsigned short*)nullptr);
		break;
	default:
		break;
	}
	return 0;
}
