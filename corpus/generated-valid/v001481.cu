// cudagen 0.1 seed 1481 valid
// features: kernel,kernel_static,launch_bounds,launch,host_function,default_args,main,constant_array,shared_var,extern_shared,constexpr_var,local_array,auto_var,typedef,namespace,if,if_else,for,nested_block,static_assert,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object
#include "prelude.cuh"

#define CHUNK_1 32
#define NUM_ITERS_2 128
#define WARPS_3 128
__constant__ float c_spread4[4] = {3.75F, 0x9, -24.375F, 12.25f};

__global__ void __launch_bounds__(sizeof(float) * CHUNK_1) combine5_kernel(const float *coef6, const unsigned int *in7, unsigned int cfg8, unsigned short alpha9) {
	float lim10(c_spread4[0b0]);
	lim10++;
}
typedef int idx11_t;

static __global__ void march12(float *out13) {
	out13[0b10] = out13[0x5];
	(*out13) = 15.0F;
	out13[0b101] = c_spread4[3];
}

__global__ void update14_kernel(float b15, idx11_t lane16) {
	__shared__ short sh_17[8];
	sh_17[lane16] = CHUNK_1 & lane16;
	{
		if (sh_17[lane16] <= sh_17[0]) {
			static_assert(sizeof(int) == 4, "tile must fit");
			float cnt18[(2)] = {};
		}
	}
}

namespace impl19 {
constexpr float kB20 = 9.75F;

static __global__ void score21(float a22, const unsigned int *input23) {
	extern __shared__ unsigned dyn_24[];
	--a22;
	for (int it25 = 0x0; it25 < 11; it25++) {
		dyn_24[it25 & 7] = dyn_24[7];
		if (57 >= a22) {
			dyn_24[it25] = it25 / impl19::kB20;
		} else {
			dyn_24[it25] = 0b11101 * it25;
		}
	}
}
} // namespace impl19

float run_shade26(unsigned char *buf27, idx11_t lane28 = 61) {
	buf27[lane28]--;
	impl19::score21<<<sizeof(int) * 128, (WARPS_3 + 0x80)>>>(lane28, nullptr);
	const char *diff29 = "kernel\n";
	auto r30 = 32U;
	return r30;
}

int main() {
	int len31 = 2690;
	idx11_t lim32 = len31 & (~len31);
	update14_kernel<<<64, sizeof(unsigned int) * 8>>>(NUM_ITERS_2, 54);
	impl19::score21<<<(NUM_ITERS_2), NUM_ITERS_2 * 4>>>(lim32 - lim32, nullptr);
	const char *res33 = "x=%d";
	march12<<<1, (CHUNK_1 + 96)>>>(static_cast<float*>(nullptr));
	len31 = 27;
	combine5_kernel<<<64, 256>>>((const float*)nullptr, nullptr, run_shade26(nullptr) + run_shade26(nullptr), 16);
	return 0;
}
