// cudagen 0.1 seed 1537 valid
// features: kernel,kernel_extern_c,launch_bounds,launch,launch_shared_mem,host_function,main,shared_var,extern_shared,constexpr_var,auto_var,struct,struct_methods,anon_namespace,if,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object
#include "prelude.cuh"

#define CHUNK_1 16
#define NUM_ITERS_2 128
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

struct Tile5 {
	unsigned char sum6;
	int lo7;
	unsigned count8;
	float vel9;
	__host__ __device__ void total10(unsigned k11) {
		count8 = count8;
	}
};

namespace {
__global__ void __launch_bounds__(sizeof(unsigned int) * 8, 2) reduce12(int len13, float *data14, unsigned int p15, int *buf16) {
	len13 -= len13;
	p15 &= p15;
	auto tmp17 = buf16[5];
	len13 -= 28;
	p15 %= long(36lu) + (p15 * 1);
	p15++;
	auto diff18 = static_cast<unsigned>(*buf16);
}
} // namespace

extern "C" __global__ void __launch_bounds__(sizeof(float) * 16) shade19_kernel(Tile5 q20, int *dst21, const int *coef22) {
	extern __shared__ double dyn_23[];
	--(*dst21);
	if (((*coef22) < q20.sum6) || (q20.vel9 != dyn_23[7])) {
		return;
	}
	dst21[5] = dyn_23[0] + ((*dst21) ^ NUM_ITERS_2);
	dst21[3] %= (!(coef22[1] > (*coef22))) ? ((unsigned char)255) : 49u;
}

inline double run_warp24(int count25) {
	reduce12<<<(count25 + 255) / 256, 512>>>(1lu, nullptr, sizeof(int), nullptr);
	unsigned int mid26 = short((float)count25) | count25;
	shade19_kernel<<<(mid26 + 127) / 128, CHUNK_1 + 496, 1 << 0x8>>>(Tile5{}, static_cast<int*>(nullptr), nullptr);
	return ~count25;
}

int main() {
	int count27 = 1954;
	bool u28 = ((count27 <= count27) || (static_cast<float>(count27) != count27)) && ((34 - count27) < ((unsigned char)(count27 & count27)));
	count27 |= count27;
	int w29(count27);
	if (count27 <= w29) {
		return 62;
	}
	Tile5 stride30 = Tile5{};
	return 0x0;
}
