// cudagen 0.1 seed 1071 valid
// features: kernel,kernel_static,kernel_template,launch_deduced_template_args,launch,launch_shared_mem,builtin_vars,main,shared_var,shared_2d,extern_shared,constexpr_var,struct,namespace,if,if_init,for,pragma_unroll,while,goto,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,sizeof,pp_ifdef
#include "prelude.cuh"

#ifndef USE_FAST_PATH_1
#define TUNE_2 4
#else
#define TUNE_2 20
#endif

__global__ void scatter3_kernel(const unsigned long long* src4, int* dst5, double* acc6, int stride7) {
	#pragma unroll
	for (int n8 = 0; n8 < 12; n8++) {
		#pragma unroll
		for (int i9 = 0x0; i9 < 2; i9 += 1) {
			for (int n10 = 0; n10 < (TUNE_2 + TUNE_2); n10 += 0x2) {
				long res11((i9 % (i9 << dst5[gridDim.x])) * ((src4 != nullptr) ? (blockDim.y + 1534L) : static_cast<signed char>(11l)));
				__shared__ float sh_12[8];
			}
			int stride13 = (src4[n8]);
		}
	}
}

struct Node14 {
	float vel15;
	int flag16, count17;
};

namespace math18 {
static __global__ void scale19(const double* input20, int lane21) {
	unsigned int i22 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i22 >= lane21)
		return;
	int pass23 = 0;
	if ((pass23 * lane21) > pass23) {
		goto out26;
	}
	while (pass23 < 0x2) {
		#pragma unroll 8
		for (int i24 = 0; i24 < 15; i24++) {
			unsigned int lim25 = (i24);
			lane21 <<= 'z' % lim25;
		}
		++pass23;
	}
out26:;
}
} // namespace math18

template <typename T>
__global__ void update27(T* buf28, int lane29) {
	extern __shared__ float dyn_30[];
	int idx31 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx31 >= lane29)
		return;
	if (T prod32 = (idx31 <= threadIdx.x) ? threadIdx.x : dyn_30[0x6]; (lane29 & 0x1)) {
		__shared__ float sh_33[1 << 0x3][13];
	}
	lane29 = buf28[1];
}

int main() {
	int size34 = 304;
	if (size34 >= 31l)
		return size34;
	update27<<<(010), 1 << 6>>>((unsigned*)nullptr, size34);
	scatter3_kernel<<<(TUNE_2 + (TUNE_2 + 56)), TUNE_2 + (TUNE_2 + (TUNE_2 + 52))>>>(static_cast<const unsigned long long*>(nullptr), nullptr, nullptr, (TUNE_2 >> size34) + (size34 & size34));
	math18::scale19<<<(size34 + 0xff) / 256, 256, sizeof(double) * 32>>>(nullptr, static_cast<int>(4495 << size34));
	return 0;
}
