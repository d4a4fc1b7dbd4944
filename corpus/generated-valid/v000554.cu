// cudagen 0.1 seed 554 valid
// features: kernel,maxnreg,launch,host_function,main,shared_var,static_shared,extern_shared,constexpr_var,for,pragma_unroll,compound_assign,bitwise,call,lit_int_suffix,lit_char,macro_object,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define CHUNK_1 8

#ifndef USE_FAST_PATH_2
#define TUNE_3 3
#else
#define TUNE_3 57
#endif

#if CHUNK_1 % 2 == 0 || CHUNK_1 < 4
#define CONFIG_4 5
#else
#define CONFIG_4 24
#endif
#undef CHUNK_1
#define CHUNK_1 8

__global__ void __maxnreg__(64) rank5(int len6, int count7, unsigned char b8) {
	extern __shared__ int dyn_9[];
	for (int i10 = 13; i10 > 0; --i10) {
		#pragma unroll 4
		for (int j11 = 0; j11 < count7; ++j11) {
			#pragma unroll
			for (int it12 = 3; it12 > 0; --it12) {
				static __shared__ double sh_13[32];
				__shared__ double sh_14[256];
			}
		}
	}
}

__host__ int host_merge15(long long q16, long b17) {
	rank5<<<(b17 + 127) / 128, 512>>>(CONFIG_4, q16, CONFIG_4 + (q16 + 43U));
	float v18 = 25;
	return q16;
}

int main(void) {
	int count19 = 867;
	unsigned int k20 = 50;
	k20 -= count19;
	int k21 = (count19 + (count19 + ' ')) * host_merge15(63, host_merge15(k20, count19));
	rank5<<<(k20 + 127) / 128, CONFIG_4 + 123>>>(TUNE_3 * k20, 37u / count19, k21 - k20);
	host_merge15(count19, (host_merge15(CONFIG_4, TUNE_3)));
	k20 %= count19;
	return 0;
}
