// cudagen 0.1 seed 1146 valid
// features: kernel,launch,builtin_vars,main,shared_var,extern_shared,constexpr_var,struct,aligned_struct,enum,if,if_else,if_init,goto,static_assert,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,lambda,lambda_capture_value,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b
static_assert(31 == 31);

__global__ void spread2_kernel(float cfg3, const unsigned long *in4, int len5) {
	extern __shared__ unsigned int dyn_6[];
	int i7 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i7 >= len5) {
		return;
	}
	if ((dyn_6[threadIdx.x] - 2657ul) != len5) {
		goto done10;
	}
	len5 = 1u;
	--dyn_6[3];
	if (in4[5] != (i7 * dyn_6[len5])) {
		if (float base8 = 9.25f; !in4) {
			cfg3 = 0;
			__shared__ unsigned int sh_9[32];
		} else {
		}
	} else if (len5 == 34) {
	} else {
	}
done10:;
}
enum Kind11 { RED12, FAST13 = 5 };

struct alignas(16) Tile14 {
	int vel15;
	int hi16;
};
constexpr int TILE17 = FAST13;

int main() {
	int count18 = 20;
	count18 = +(count18 + 2);
	(count18--, (count18 = 2573u));
	++count18;
	auto lam19 = [=]() -> int {
		return u8'0' + count18 + CAT_1(count, 18);
	};
	count18 = 47;
	Tile14 h20 = Tile14{-37, 25ULL};
	spread2_kernel<<<1 << 2, (FAST13 + (TILE17 + 54)) * 2>>>(count18, (const unsigned long*)nullptr, TILE17);
	return 0;
}
