// cudagen 0.1 seed 1549 valid
// features: kernel,maxnreg,launch,launch_dim3,builtin_vars,main,shared_var,extern_shared,constexpr_var,struct,struct_methods,operator_overload,if,static_assert,ternary,compound_assign,bitwise,shift,comparison,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,cast_reinterpret,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 10
#else
#define TUNE_3 26
#endif

#if TUNE_3 > 97
#define CONFIG_4 6
#else
#define CONFIG_4 25
#endif

__global__ void __maxnreg__(128) blend5(unsigned *buf6, int len7, unsigned alpha8, unsigned *dst9)
{
	extern __shared__ float dyn_10[];
	int i11 = threadIdx.x;
	(*dst9) = (dst9[3] += dyn_10[len7], ((i11 * alpha8) + (*buf6)));
	len7 &= (len7 >> (8 + dst9[i11 & 0x7])) * 0x6;
	float off12{8.125f};
	constexpr long t13 = 0x1eL;
	len7 += 14l;
	size_t tmp14 = TUNE_3 + alpha8;
	len7 *= (alpha8);
}
// Helper used by the kernels below.

struct Tile15 {
	bool sum16;
	float mass17;
	float vel18;
	int flag19;
	__host__ __device__ float bump20(int e21) const
	{
		static_assert(sizeof(int) == 0x4);
		Tile15 acc22 = {false, 10.125f, vel18, flag19};
		return mass17;
	}
	__host__ __device__ float total23() const
	{
		if ((mass17) < 9L) {
			return mass17;
		}
		bool v24{false};
		return flag19;
	}
};

__host__ __device__ Tile15 operator+(Tile15 a, Tile15 b)
{
	Tile15 r = a;
	r.mass17 += b.mass17;
	r.vel18 += b.vel18;
	r.flag19 += b.flag19;
	return r;
}

int main()
{
	int size25 = 0x1b4;
	int e26(size25 ^ 12);
	if (e26 < e26) {
		return e26;
	}
	int *q27 = static_cast<int*>(nullptr);
	size25 <<= e26;
	e26 = -((*q27) ? 8 : (e26 * 0x9LL));
	e26 <<= (e26 += size25, e26);
	blend5<<<dim3((size25 + 127) / 128), dim3(0x2)>>>(reinterpret_cast<unsigned*>(q27), (size25 - e26) >> ((*q27) - e26), 60l, reinterpret_cast<unsigned int*>(q27));
	return 0;
}
