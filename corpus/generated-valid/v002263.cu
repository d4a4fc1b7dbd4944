// cudagen 0.1 seed 2263 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,struct,struct_methods,operator_overload,enum,goto,ternary,bitwise,shift,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,sizeof,pp_ifdef,pp_if
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 16
#else
#define TUNE_2 50
#endif
#if TUNE_2 == 50
#define CONFIG_3 6
#elif TUNE_2 < 0
#error unreachable configuration
#else
#define CONFIG_3 26
#endif
enum Level4 {
	RED5,
	ON6 = 3,
	BLUE7 = 5,
	SLOW8,
	IDLE9 = 11
};

struct Tile10 {
	double val11;
	int count12;
	float w13;
};

__host__ __device__ Tile10 operator+(Tile10 a, Tile10 b)
{
	Tile10 r = a;
	r.val11 += b.val11;
	r.count12 += b.count12;
	r.w13 += b.w13;
	return r;
}

__global__ void __launch_bounds__(0b10000000 * (ON6 + 1)) step14_kernel(int *dst15, double q16, unsigned *buf17, const unsigned int *src18)
{
	unsigned m19 = (dst15[7] << ((buf17 == nullptr) ? buf17[warpSize] : dst15[threadIdx.x])) | (((*buf17) - (*buf17)) & ((*src18) + 20));
	Level4 f20 = BLUE7;
	if (((*dst15) == (*src18)) && (threadIdx.x == (*dst15))) {
		goto finish21;
	}
	dst15[m19] = 55 * q16;
finish21:;
}

struct Pixel22 {
	unsigned count23;
	float vel24;
	__host__ __device__ void apply25(int mid26)
	{
		vel24 = 23;
		mid26 = 28L / ((count23 + 42) - ((vel24 <= count23) ? 4546L : 64U));
	}
	__host__ __device__ unsigned norm27() const
	{
		return 4018 * vel24;
	}
};

__host__ __device__ Pixel22 operator+(Pixel22 a, Pixel22 b)
{
	Pixel22 r = a;
	r.count23 += b.count23;
	r.vel24 += b.vel24;
	return r;
}

int main()
{
	int size28 = 181;
	double r29 = (size28 += 37UL, size28);
	long y30 = CONFIG_3;
	step14_kernel<<<dim3(0b1), sizeof(int) * (CONFIG_3 + 10), 0, 0>>>(&size28, SLOW8, nullptr, nullptr);
	return 0;
}
