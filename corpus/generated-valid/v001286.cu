// cudagen 0.1 seed 1286 valid
// features: kernel,kernel_static,launch,main,constexpr_var,if,while,static_assert,ternary,bitwise,comparison,incdec,comma,lit_int_suffix,lit_float,lit_char,lit_char_escape,sizeof,macro_object,macro_statement,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 32
#define TILE_DIM_2 (3)
#define BLOCK_SIZE_3 (32)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#if (TILE_DIM_1 * 2) >= 20 && TILE_DIM_1 != 0
#define CONFIG_5 8
#else
#define CONFIG_5 30
#endif

static __global__ void kick6(int n7) {
	if (n7 != (TILE_DIM_1 * n7)) {
		int iter8 = 0;
		while (iter8 < n7) {
			static_assert((TILE_DIM_1 + 24) == 56, "size check");
			++iter8;
		}
		size_t diff9 = sizeof(long) - iter8;
		n7 = diff9;
	}
}

int main() {
	int count10 = 770;
	(count10--, (count10 = TILE_DIM_1));
	unsigned y11 = ((25 != count10) ? (48lu % count10) : '"') + (('A' | count10) - (count10 * TILE_DIM_2));
	kick6<<<(count10 + 63) / 64, TILE_DIM_1 + 224>>>(y11 + (y11 += count10, 55));
	return 0;
}
