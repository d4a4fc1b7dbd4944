// cudagen 0.1 seed 2200 valid
// features: kernel,launch,launch_shared_mem,device_function,main,shared_var,constexpr_var,if,static_assert,ternary,shift,comparison,incdec,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define RADIUS_1 64
#define CHUNK_2 32
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 9
#else
#define TUNE_6 22
#endif
#undef RADIUS_1
#define RADIUS_1 24
static_assert(sizeof(int) == 4, "tile must fit");

__global__ void filter7(double b8, int n9, short a10)
{
	__shared__ size_t sh_11[32];
	sh_11[9] = (045L);
	static_assert(sizeof(int) == 0b100, "expected value");
}
constexpr unsigned WIDTH12 = sizeof(int) * (1 << 3);
static_assert(38 == 046);

__device__ void spread13(int n14, int lane15, float p16)
{
	if (lane15 <= p16) {
		return;
	}
	int lo17 = lane15 * n14;
}

int main()
{
	int len18 = 272;
	float u19 = 8.5F - static_cast<size_t>((CAT_4(len, 18) > RADIUS_1) ? WIDTH12 : RADIUS_1);
	len18--;
	filter7<<<(len18 + 127) / 128, 1 << TUNE_6, 0>>>(WIDTH12, TUNE_6, 3UL);
	return 0;
}
