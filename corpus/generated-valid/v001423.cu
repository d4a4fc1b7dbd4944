// cudagen 0.1 seed 1423 valid
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,host_function,main,shared_var,extern_shared,while,incdec,array_index,lit_int_hex,lit_int_binary,lit_nullptr,cast_static,sizeof,macro_function,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MOD8_2(x) ((x) % 8)

#ifndef USE_FAST_PATH_3
#define TUNE_4 10
#else
#define TUNE_4 21
#endif

#if (TUNE_4 * 2) >= 25 && TUNE_4 != 0
#define CONFIG_5 5
#else
#define CONFIG_5 32
#endif
#undef TUNE_4
#define TUNE_4 8

__global__ void __launch_bounds__(sizeof(float) * 64) count6_kernel(const int *coef7)
{
	extern __shared__ float dyn_8[];
	unsigned tid9 = threadIdx.x;
	int *res10 = nullptr;
	--res10[tid9];
}

float run_weigh11(float b12)
{
	++b12;
	int sum13 = 18 + b12;
	return sum13;
}

int main()
{
	int len14 = 3236;
	len14--;
	count6_kernel<<<dim3((len14 + 63) / 0x40, 2), CONFIG_5 + 224>>>(nullptr);
	int w15 = 0x0;
	while (w15 < (TUNE_4 + 0b100)) {
		count6_kernel<<<dim3(sizeof(float)), sizeof(float) * CONFIG_5>>>(static_cast<const int*>(nullptr));
		count6_kernel<<<512, sizeof(float) * (TUNE_4 + 56)>>>(static_cast<const int*>(nullptr));
		++w15;
	}
	len14--;
	return 0;
}
