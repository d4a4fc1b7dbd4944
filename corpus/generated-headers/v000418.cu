// cudagen 0.2 seed 418 valid headers
// features: kernel,restrict_params,launch,launch_dim3,main,constexpr_var,if,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,macro_object,macro_statement,constexpr_loop,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cstdio>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define CHUNK_1 4
#define NUM_ITERS_2 128
#define CHUNK_3 256
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

__global__ void scatter7(int* __restrict__ dst8, const unsigned* __restrict__ coef9, int lane10, const unsigned int* in11) {
	(++dst8[lane10 & 7], (dst8[7] %= CHUNK_1));
	lane10 = sqrtf((+lane10) - (17.125F - lane10));
	dst8[lane10 & 0b111] = ceilf(lane10);
	if (0x38 == ((*coef9) * 0x1a)) {
		return;
	}
	lane10 = floorf((lane10 - lane10) / (in11[7] << 3));
	int sum12{43ul};
	(void)sum12;
	(*dst8) = *in11;
}
__host__ __device__ constexpr int tri13(int n) {
	int s = 0;
	for (int i = 1; i <= n; ++i) {
		s += i * 1;
	}
	return s;
}
constexpr int kSteps14 = tri13(2);
static_assert(tri13(2) == 3, "a constexpr loop");

int main() {
	int size15 = 2360;
	double z16 = ((float)kSteps14) + (size15 - size15);
	z16 += z16 * z16;
	size15 = sinf(10.5f);
	size15 += size15;
	scatter7<<<(size15 + 31) / 32, dim3(CHUNK_1 + 4)>>>(&size15, nullptr, '0', nullptr);
	return 0b0;
}
