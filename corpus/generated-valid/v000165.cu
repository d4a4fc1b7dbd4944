// cudagen 0.1 seed 165 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,builtin_vars,main,shared_var,shared_2d,constexpr_var,auto_var,if,if_else,if_init,ternary,compound_assign,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_function,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
constexpr long BLOCK3 = 1 << 5;
// Computes one element per thread.
__global__ void __launch_bounds__(sizeof(unsigned int) * 8) spread4(int *acc5, const unsigned int *coef6, int count7) {
	int tid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (count7 > BLOCK3) {
		count7 = ((count7 >= count7) ? (-tid8) : count7) * tid8;
		if (signed char z9 = tid8; 48ul <= acc5[3]) {
			long r10 = 34 % acc5[z9];
			int h11 = acc5[blockIdx.z & 0b111];
		}
		__shared__ unsigned sh_12[0b11][12];
	} else {
	}
}
__global__ void pivot13(int n14, unsigned char *data15) {
	int tid16 = threadIdx.x;
	if (tid16 >= n14) {
		return;
	}
	__shared__ float sh_17[16];
	if (auto sum18 = BLOCK3; BLOCK3 != blockDim.x) {
		sh_17[3] = BLOCK3 + tid16;
		__shared__ int sh_19[16];
		unsigned long stride20 = warpSize;
	} else {
	}
}
static __global__ void march21_kernel(unsigned int *dst22) {
	int idx23 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (((*dst22) ^ 44ULL) > 17) {
		float y24(dst22[0] - BLOCK3);
	}
	auto t25 = LOW_BITS_1(idx23) + (dst22[0] += 10ul, (62 + dst22[idx23]));
	if ((t25 - 8) < t25) {
		return;
	}
	t25 ^= blockIdx.y;
	int mid26 = LOW_BITS_1((t25 & 1) ? ((threadIdx.z > 34) ? 51 : alignof(int)) : ((47 >= idx23) ? dst22[idx23] : idx23));
}
int main() {
	int count27 = 3229;
	march21_kernel<<<(count27 + 127) / 128, (BLOCK3 + (BLOCK3 + 448)), 0>>>(nullptr);
	pivot13<<<(count27 + 255) / 256, 1 << 5, 0>>>(BLOCK3, (unsigned char*)nullptr);
	constexpr float h28 = -18.0f;
	int tmp29{static_cast<int>((count27 += 0b110111UL, count27))};
	int u30 = count27;
	spread4<<<8 * 8, 16 * 16>>>(&u30, nullptr, sizeof(float));
	return 0;
}
