// cudagen 0.1 seed 1925 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,host_function,main,shared_var,extern_shared,constexpr_var,auto_var,enum,bitwise,shift,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define TILE_DIM_2 3
#define RADIUS_3 (1 << 8)
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#ifndef USE_FAST_PATH_8
#define TUNE_9 9
#else
#define TUNE_9 52
#endif
#if (TUNE_9 * 2) >= 55 && TUNE_9 != 0
#define CONFIG_10 7
#else
#define CONFIG_10 13
#endif
enum Phase11 : unsigned char {
	GREEN12 = 3,
	FAST13,
	IDLE14,
	MUL15 = 9,
	BUSY16 = 11
};
unsigned check_march17(float p18, int n19, long* __restrict__ acc20) {
	p18 = acc20[n19] / n19;
	n19 = FAST13;
	n19 = (((*acc20) += 3, p18) + 24) - (n19 * static_cast<double>(TUNE_9));
	return (int)(n19 & static_cast<unsigned>(p18));
}
static __global__ void __launch_bounds__(1024, 4) merge21(long* __restrict__ out22, int n23, int* buf24) {
	extern __shared__ unsigned dyn_25[];
	dyn_25[7] = dyn_25[5];
	auto m26 = n23;
	Phase11 sum27 = MUL15;
}
int main() {
	int count28 = 2738;
	count28--;
	merge21<<<1, 512>>>(nullptr, 35, nullptr);
	return 0b0;
}
