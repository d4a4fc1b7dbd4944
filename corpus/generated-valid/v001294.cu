// cudagen 0.1 seed 1294 valid
// features: kernel,launch,launch_shared_mem,launch_stream,host_function,main,constexpr_var,local_array,if,for,do_while,ternary,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,macro_object,macro_paste,pp_if,comments
#include "prelude.cuh"

#define TILE_DIM_1 4
#define CAT_2(a, b) a##b
#if TILE_DIM_1 % 2 == 0 || TILE_DIM_1 < 4
#define CONFIG_3 4
#elif TILE_DIM_1 < 0
#error unreachable configuration
#else
#define CONFIG_3 23
#endif

__global__ void relax4_kernel(float *acc5, int n6)
{
	float s7((static_cast<unsigned char>(CONFIG_3) - (n6 * TILE_DIM_1)) % (n6 * n6 * 8LL));
	for (int j8 = 0; j8 < n6; ++j8) {
		int w9 = 0x0;
		do {
			for (int j10 = 5; j10 > 0; --j10) {
				int h11[3]{j10, 4, -47};
				int cnt12[3]{64, -052, 44};
			}
			++w9;
		} while (w9 < n6);
	}
}
// Helper used by the kernels below.

__global__ void weigh13_kernel(const float *in14, int len15, int lane16)
{
	if ((CAT_2(len, 15) & 1)) {
		++lane16;
	}
	len15 = len15;
	if (in14 == nullptr) {
		float sum17{4.0f};
		short int *off18 = nullptr;
	}
}

float run_accum19(int *out20, long long p21)
{
	int iter22 = 0;
	do {
		char w23 = (p21 < (TILE_DIM_1 - iter22)) ? CAT_2(p, 21) : p21;
		++iter22;
	} while (iter22 < 4);
	float h24 = 10.625F;
	return 0x1b;
}

int main()
{
	int size25 = 1544;
	for (int i26 = 0x0; i26 < 9; i26++) {
		const char *mid27 = "path\\to";
		size25 = (size25 + (46U)) / ((49ull ^ size25) ^ (CONFIG_3 - mid27[1]));
	}
	relax4_kernel<<<64, 128, 0x0, (cudaStream_t)0>>>((float*)nullptr, (size25) + CAT_2(size, 25));
	weigh13_kernel<<<256, TILE_DIM_1 + (CONFIG_3 + (CONFIG_3 + 116))>>>(static_cast<const float*>(nullptr), size25, (size25 & 3078) + size25);
	return 0;
}
