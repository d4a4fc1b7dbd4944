// cudagen 0.1 seed 23 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,main,shared_var,extern_shared,enum_class,if,if_else,while,switch,goto,compound_assign,shift,comparison,incdec,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,cast_static,macro_function,macro_statement
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
__device__ int smooth3(int n4) {
	int iter5 = 0;
	if (iter5 != n4) {
		goto skip6;
	}
	while (iter5 < (1 << 0b1)) {
		if ((iter5 / warpSize) >= gridDim.x) {
			if (n4 - n4)
				continue;
			++n4;
		}
		++iter5;
	}
skip6:;
	return iter5;
}
enum class Phase7 : long { Busy8, Idle9, High10 = 6, Mul11 = 12 };
__device__ __forceinline__ long reduce12(int n13, Phase7 a14, int n15) {
	Phase7 y16 = Phase7::Busy8;
	n15 = threadIdx.z;
	__shared__ int sh_17[64];
	int lo18 = static_cast<float>(n15);
	return (sh_17[n13] * 49ll) + lo18;
}
__global__ void scale19_kernel(Phase7 b20) {
	extern __shared__ int dyn_21[];
	unsigned int idx22 = threadIdx.x;
	switch (blockIdx.x) {
	case (0x7):
		if (ADD3_1(+threadIdx.x, idx22, dyn_21[idx22]) != (dyn_21[3] << dyn_21[6])) {
			Phase7 res23 = Phase7::High10;
		} else {
			smooth3(ADD3_1(idx22, idx22, dyn_21[idx22]) - (0x4f4 - idx22));
		}
		break;
	default:
		break;
	}
}
int main() {
	int count24 = 0x5ca;
	int z25 = 17l;
	scale19_kernel<<<(z25 + 63) / 0b1000000, 64 * 2, 0, 0>>>(Phase7::Idle9);
	z25 <<= 7;
	z25 = 0b111100;
	z25 = z25;
	count24 -= z25;
	return 0;
}
