// cudagen 0.1 seed 510 invalid:subscript_non_array
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,host_function,constexpr_function,main,constexpr_var,struct,if,static_assert,compound_assign,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define CHUNK_2 5
#define NUM_ITERS_3 (256)
#define HALF_4(x) ((x) / 2)
#define SQR_5(x) ((x) * (x))
#define USE_FAST_PATH_6
#ifdef USE_FAST_PATH_6
#define TUNE_7 5
#else
#define TUNE_7 47
#endif
#undef TUNE_7
#define TUNE_7 8
struct Tile8 {
	int mass9, vel10;
};
static_assert((CHUNK_2 + 39) == 0x2C, "expected value");
__global__ void __launch_bounds__(sizeof(unsigned int) * 040) lerp11(const int* src12, unsigned int* data13, float alpha14, int n15)
{
	unsigned int i16 = threadIdx.x;
	if (i16 >= n15) {
		return;
	}
	int res17 = (((*data13) - 8) >> n15) * (48l - (alpha14 - 14));
	int v18 = 42lu;
	if ((gridDim.x >> (*src12)) != 0b100) {
		return;
	}
	int t19 = HALF_4(alpha14);
}
constexpr int host_bump20(int stride21)
{
	stride21 -= (static_cast<unsigned long long>(CHUNK_2) + (stride21 * 055U)) - ((stride21) + (stride21 + 13ul));
	stride21 = (+(CHUNK_2 / stride21)) + (0b111 % stride21);
	return stride21;
}
int main()
{
	int len22 = 0x326;
	len22 = len22[1];
	len22 = HALF_4(len22);
	lerp11<<<0x20, 512, 0>>>(&len22, nullptr, (unsigned char)(len22), (static_cast<long>(CHUNK_2)));
	len22 /= len22 * len22 * len22 * len22;
	return 0;
}
