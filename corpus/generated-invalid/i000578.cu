// cudagen 0.1 seed 578 invalid:constant_truncation
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,main,constexpr_var,auto_var,if,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define WARPS_1 5
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifndef USE_FAST_PATH_5
#define TUNE_6 14
#else
#define TUNE_6 54
#endif
#if TUNE_6 > 87
#define CONFIG_7 7
#elif TUNE_6 < 0
#error unreachable configuration
#else
#define CONFIG_7 15
#endif
#undef WARPS_1
#define WARPS_1 48

__global__ void drift8_kernel(const unsigned int* __restrict__ input9, int* __restrict__ out10, const int* in11) {
	int idx12 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx12 < WARPS_1) {
		return;
	}
	char base13 = +(*in11);
	auto lim14 = base13;
	SWAP_2(char, base13, lim14);
	(++out10[7], (base13 = threadIdx.x));
	double cnt15 = lim14;
}

int main(void) {
	int count16 = 797;
	unsigned char small18 = 1000;
	drift8_kernel<<<128, sizeof(float) * (TUNE_6 + 2), 1 << 12>>>(nullptr, nullptr, nullptr);
	unsigned int tmp17((count16 += -5, count16) % count16);
	drift8_kernel<<<WARPS_1 + 208, (128), 0>>>((const unsigned*)nullptr, nullptr, static_cast<const int*>(nullptr));
	count16 |= tmp17 % (tmp17 - count16);
	count16 = (-count16) + tmp17;
	count16 = WARPS_1;
	return 0;
}
