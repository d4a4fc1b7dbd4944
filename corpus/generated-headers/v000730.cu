// cudagen 0.2 seed 730 valid headers
// features: kernel,kernel_static,launch,launch_shared_mem,main,shared_var,extern_shared,if,for,switch,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_static,macro_object,macro_statement,pp_ifdef,union,hdr_cuda_std
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <cstdio>
#include <cuda_fp16.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define TILE_DIM_1 5
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_3
#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 58
#endif
union Pun5 {
	int i;
	float f;
	unsigned char bytes[4];
	__host__ __device__ int low() const { return static_cast<int>(bytes[0]); }
};
__host__ __device__ int use6(int x) {
	Pun5 v{};
	v.i = static_cast<int>(x);
	return static_cast<int>(v.bytes[1]) + static_cast<int>(v.i) + v.low();
}
static __global__ void pack7(int* data8, int len9) {
	extern __shared__ int dyn_10[];
	dyn_10[len9] = *data8;
	switch (dyn_10[len9] + dyn_10[0x1]) {
	case 4:
		break;
	case (013):
		break;
	default:
		if (data8[0x5]) {
			return;
		}
		break;
	}
	if (!((len9 <= 17l) && (data8 == nullptr))) {
		for (int n11 = len9; n11 > 0; --n11) {
			data8[n11] = dyn_10[n11];
			cuda::std::array<int, 4> lanes12{};
			lanes12[0] = n11;
			int total13 = lanes12[0] + static_cast<int>(lanes12.size()) + cuda::std::plus<int>()(lanes12[1], 1);
			(void)total13;
		}
	}
}
int main() {
	int size14 = 663;
	if (size14 + 51) {
		pack7<<<8, 256, 0>>>(static_cast<int*>(nullptr), 39);
		size14 = size14;
	}
	return 0;
}
