// cudagen 0.1 seed 1630 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,main,shared_var,static_shared,extern_shared,constexpr_var,enum_class,if,static_assert,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define HALF_2(x) ((x) / 2)
#define MOD8_3(x) ((x) % 8)

#if NUM_ITERS_1 % 2 == 0 || NUM_ITERS_1 < 4
#define CONFIG_4 2
#else
#define CONFIG_4 25
#endif
enum struct Axis5 : short { Idle6 = 1, Off7, Add8 };

__global__ void count9_kernel(int n10)
{
	static __shared__ int sh_11[(64)];
	sh_11[48] = ~(n10 + sizeof(double));
	if (!(sh_11[40] >= 0b11011)) {
		return;
	}
}

__global__ void pack12(int* buf13, float* __restrict__ acc14, signed char q15)
{
	extern __shared__ char dyn_16[];
	__shared__ unsigned short sh_17[(128)];
	dyn_16[q15] = sh_17[q15 & 127];
}
static_assert(17 == 17, "bad config");

int main()
{
	int len18 = 07446;
	len18--;
	len18 = NUM_ITERS_1;
	len18++;
	if (!(len18 >= len18)) {
		return ~len18;
	}
	count9_kernel<<<dim3((len18 + 31) / 32), 128, 0>>>(3291);
	pack12<<<(CONFIG_4 + (CONFIG_4 + (NUM_ITERS_1 + (CONFIG_4 + (NUM_ITERS_1 + (NUM_ITERS_1 + 113)))))) * (NUM_ITERS_1 + 1), dim3(NUM_ITERS_1 + (CONFIG_4 + (NUM_ITERS_1 + (CONFIG_4 + (CONFIG_4 + 500)))), sizeof(int) * 0b10)>>>((int*)nullptr, (float*)nullptr, 053);
	return 0;
}
