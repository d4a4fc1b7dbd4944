// cudagen 0.1 seed 469 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,device_function,main,constexpr_var,local_array,if,for,pragma_unroll,do_while,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_static,macro_object,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define RADIUS_2 8
#define CAT_3(a, b) a##b
#if RADIUS_2 > 101
#define CONFIG_4 3
#elif RADIUS_2 < 0
#error unreachable configuration
#else
#define CONFIG_4 26
#endif

__device__ void clamp5(int len6) {
	#pragma unroll 4
	for (int i7 = 0; i7 < len6; ++i7)
		len6 = '\x7f';
	if (((len6 + len6) - len6) <= (len6 + len6)) {
		for (int j8 = 0; j8 < len6; ++j8) {
			len6++;
			int val9[3]{34u, j8, ' '};
		}
	}
}

__global__ void __launch_bounds__((BLOCK_SIZE_1 + (CONFIG_4 + 22)) * 4) spread10(int stride11, const float *src12, int *out13) {
	if (static_cast<int>((*src12) - src12[7]) == src12[1]) {
		int iter14 = 0;
		do {
			out13[6] = CONFIG_4;
			++iter14;
		} while (iter14 < stride11);
		float x15[8]{4.0f, 6.0f, 6.f, 13.75f, 12.0F, 17, 20L, 3.0F};
		if (iter14 != x15[4])
			return;
	}
}

int main() {
	int size16 = 252;
	spread10<<<(32), (RADIUS_2 + 24), CONFIG_4 + (RADIUS_2 + (RADIUS_2 + 4054))>>>(size16, nullptr, nullptr);
	spread10<<<2 * 16, (BLOCK_SIZE_1 + 48) * 4>>>(static_cast<float>(1.375f), nullptr, nullptr);
	--size16;
	return 0;
}
