// cudagen 0.1 seed 974 valid
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_var,shared_var,shared_2d,extern_shared,constexpr_var,enum,enum_class,if,for,goto,nested_block,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,sizeof,macro_object,macro_function,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 32
#define BLOCK_SIZE_2 (WARPS_1 + (1 << 5))
#define WARPS_3 ((WARPS_1 + WARPS_1))
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 8
#else
#define TUNE_8 22
#endif

#if TUNE_8 > 44
#define CONFIG_9 6
#else
#define CONFIG_9 21
#endif
#undef WARPS_3
#define WARPS_3 48
enum Phase10 : unsigned int { SLOW11, HIGH12 };
enum class Op13 { High14, Idle15 };
// Layout: row-major, no padding.

__global__ void __maxnreg__(128) step16(Op13 a17) {
	extern __shared__ float dyn_18[];
	int i19 = threadIdx.x;
	for (int j20 = i19; j20 > 0; --j20) {
		__shared__ float sh_21[2][(TUNE_8 + 5)];
		dyn_18[4] *= sh_21[0b0][7];
	}
}

void fuse22(bool cfg23, float p24, const unsigned* __restrict__ src25) {
	if (cfg23) {
		goto out26;
	}
	p24 /= cfg23 << (61UL * cfg23);
	p24 += 16L;
	if ((p24 - cfg23) == WARPS_3) {
		return;
	}
out26:;
}
__device__ size_t d_spread27;

int main() {
	int count28 = 1157;
	(--count28, (count28 += (count28 += 1U, MIN2_4((count28 += 46, count28), 22 | count28))));
	{
		unsigned int stride29 = count28;
		int stride30 = 55;
	}
	count28 = WARPS_3 + count28;
	step16<<<(2), 256, sizeof(float) * 256, nullptr>>>(Op13::Idle15);
	return 0;
}
