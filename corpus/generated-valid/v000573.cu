// cudagen 0.1 seed 573 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,builtin_vars,host_device_function,main,shared_var,extern_shared,constexpr_var,local_array,enum,if,if_else,if_init,while,switch,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
enum Op2 { FAST3, GREEN4 };

__global__ void spread5_kernel(float *__restrict__ acc6, int lane7) {
	int w8 = 0x0;
	while (w8 < 0xc) {
		constexpr int prod9 = 674LL;
		constexpr int e10 = (25);
		++w8;
	}
	lane7 = ((acc6[threadIdx.y] + sizeof(int)) >= 55) ? (57 & (w8 * lane7)) : 1469;
}
static_assert((2 * 2 * ((GREEN4 + (GREEN4 + 1)) * (GREEN4 + (GREEN4 + 0x1)))) > 35);

inline __host__ __device__ short score11(unsigned long q12) {
	q12 = q12;
	Op2 lo13 = FAST3;
	q12++;
	--q12;
	return (-(1103 * lo13)) & 0x3E;
}

template <typename T, int N>
__global__ void __maxnreg__(64) tile14_kernel(T *__restrict__ acc15, unsigned p16) {
	int i17 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if ((score11(026) < blockDim.x) && ((blockDim.x - 0x20) != 0x21)) {
		unsigned int r18 = static_cast<int>(ADD3_1(acc15[1], 0x1 & p16, N));
	}
	int pass19 = 0;
	while (pass19 < 0x5) {
		if (T q20 = 4.625f; (+score11(p16)) >= ADD3_1(p16, q20, GREEN4)) {
			int hi21[3] = {};
			if (score11(p16) <= N)
				continue;
		} else {
		}
		++pass19;
	}
}

template <typename T, int N = 4>
__global__ void trace22(T b23, const T *__restrict__ coef24) {
	extern __shared__ int dyn_25[];
	unsigned idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
	dyn_25[idx26] ^= 0x36UL;
	b23 *= score11((dyn_25[1] - FAST3) | static_cast<short>(51L));
	unsigned e27[6]{948L, 4U, 27ul, 59, unsigned(2L), idx26};
	dyn_25[6] = dyn_25[idx26];
	score11(b23);
	int r28 = (~(28 - gridDim.x)) - e27[3];
	unsigned char m29 = ADD3_1(b23, ~r28, dyn_25[r28 & 7]);
}

__host__ __device__ void smooth30(unsigned cfg31, float beta32) {
	if (cfg31 && ((beta32 != beta32) || (cfg31 == beta32))) {
		if ((((cfg31 != GREEN4) ? 49 : 012) & 1)) {
			int z33 = static_cast<float>(beta32 - beta32) - beta32;
			switch (cfg31) {
			case 7:
				cfg31 += static_cast<int>(static_cast<float>(49)) - (+cfg31);
				break;
			case 0: {
				int hi34 = ADD3_1(z33, (0x2CU + cfg31), (int)50);
				break;
			}
			}
		} else if (cfg31 > cfg31) {
		} else {
		}
	} else {
	}
}

int main() {
	int n35 = 3263;
	n35 += score11(n35) + score11(n35) + (n35 / (031 - n35));
	n35 = (n35 - score11(GREEN4)) ^ (sizeof(unsigned int) * (n35 | n35));
	smooth30(GREEN4 | (n35 * n35), score11(n35) ^ FAST3);
	Op2 z36 = GREEN4;
	spread5_kernel<<<512, GREEN4 + 0x3f>>>(nullptr, -64);
	tile14_kernel<double, 8><<<(n35 + 0x3f) / 64, (GREEN4 + (GREEN4 + (GREEN4 + 13))) * 8>>>(static_cast<double*>(nullptr), GREEN4 & n35);
	trace22<float, ((5))><<<256, GREEN4 + 255>>>(score11(z36), (const float*)nullptr);
	return 0;
}
