// cudagen 0.1 seed 450 valid
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,device_function,device_forceinline,static_device_function,main,shared_var,extern_shared,constexpr_var,const_local,if,while,do_while,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_string,lit_nullptr,cast_c,cast_static,sizeof,alignof
#include "prelude.cuh"

inline __device__ double march1(float cfg2) {
	int *r3 = (int*)nullptr;
	float e4 = 18.5f;
	(*r3) += r3[threadIdx.x];
	long long v5{31};
	cfg2 = 21.875f;
	int y6((42));
	++y6;
	return (y6 * (y6 - 11.125));
}
constexpr int DEPTH7 = (4);

__global__ void bump8_kernel(long beta9, long p10, unsigned int *dst11) {
	int idx12 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx12 >= beta9) {
		return;
	}
	long long v13 = static_cast<float>(march1(march1(DEPTH7)));
	p10 += (~(beta9 * 30)) - (32 | v13);
	unsigned long long x14(DEPTH7);
	if (dst11 != nullptr) {
		return;
	}
}

__global__ void sift15_kernel(double *dst16, int n17, int *out18, const int *coef19) {
	extern __shared__ unsigned dyn_20[];
	unsigned int gid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
	n17 = (coef19[5] <= (*dst16)) ? (DEPTH7 * dst16[0]) : 2095;
	constexpr bool sum22 = 0;
	march1(march1(9.125f / n17));
	n17 *= march1(*dst16);
	const int tmp23 = 15;
}

__global__ void combine24_kernel(long beta25, const int *src26) {
	beta25 = sizeof(int);
	beta25 = 1254;
	float h27 = march1(beta25) * (21.0f + blockDim.z);
	h27 = (((beta25 <= h27) ? (blockIdx.x + 11) : 548) == h27) ? ((short int)(h27 / 5)) : (h27);
}

static __device__ __forceinline__ unsigned int split28(int lane29, int *data30, double b31) {
	int pass32 = 0;
	while (pass32 < lane29) {
		lane29 = (march1(pass32 - (*data30)));
		if ((pass32) != alignof(char)) {
			break;
		}
		(*data30) = lane29;
		++pass32;
	}
	b31 *= data30[1];
	int t33(sizeof(float));
	return (DEPTH7 & (pass32 ^ t33)) * march1(march1(2.25f));
}

__device__ __forceinline__ void score34(int lane35) {
	if (26 == (lane35 + U' ')) {
		return;
	}
	double e36 = static_cast<int>(DEPTH7);
	float m37 = march1(2.25f);
	e36 -= lane35;
	short *q38 = static_cast<short int*>(nullptr);
}

__global__ void __launch_bounds__(DEPTH7 + 252) gather39_kernel(int *dst40, const int *coef41, int len42) {
	int pass43 = 0;
	while (pass43 < 16) {
		unsigned char z44 = 34L;
		z44 -= +((z44 - pass43) - DEPTH7);
		++pass43;
	}
	float mid45(60l);
	score34(35 + march1(coef41[pass43 & 7]));
	mid45 = DEPTH7 * coef41[pass43 & 7];
}

int main() {
	int n46 = 382;
	int w47 = 0;
	do {
		gather39_kernel<<<(128), 64>>>(&n46, static_cast<const int*>(nullptr), (char)((n46 > '#') ? DEPTH7 : DEPTH7));
		const char *k48 = "\"q\"";
		++w47;
	} while (w47 < 2);
	n46 |= 38;
	bump8_kernel<<<(w47 + 255) / 256, sizeof(unsigned int) * (DEPTH7 + 60)>>>(n46, w47, nullptr);
	sift15_kernel<<<dim3((w47 + 255) / 256, 4 * 2), (DEPTH7 + 124)>>>(static_cast<double*>(nullptr), +n46, &n46, &w47);
	combine24_kernel<<<32, sizeof(unsigned int) * (DEPTH7 + 4)>>>((int)25l, nullptr);
	return 0;
}
