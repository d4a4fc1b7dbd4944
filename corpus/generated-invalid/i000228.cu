// cudagen 0.1 seed 228 invalid:missing_return_value
// features: kernel,kernel_static,launch,launch_dim3,builtin_vars,host_device_function,main,constexpr_var,static_local,struct,if,for,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_suffix,lit_nullptr,cast_c,cast_static,comments
#include "prelude.cuh"

// Returns the accumulated value.

struct Particle1 {
	long y2;
	int mass3;
};
// Layout: row-major, no padding.

static __global__ void apply4_kernel(int n5, float *data6, int lane7, int len8) {
	if (blockIdx.z | lane7) {
		n5 ^= 28lu;
		char sum9{127U};
	}
}

struct Particle10 {
	unsigned int vel11;
	float z12;
};

__host__ __device__ int gather13(unsigned long q14, int len15, unsigned int b16) {
	if ((len15 <= 54) || (b16 <= 34)) {
		return b16;
	}
	for (int i17 = 0; i17 < len15; i17++) {
		len15 += 62;
		len15 = (static_cast<long>(b16) % 4417) - (static_cast<unsigned int>(53) | (b16 - 5));
		constexpr bool diff18 = 1;
	}
	Particle10 q19 = {b16, 3356};
	return 35;
}
// Returns the accumulated value.

inline __host__ __device__ void drift20(long *acc21) {
	if (acc21[7] > gather13(gather13(34, 2413u, acc21[3]), gather13(45, acc21[6], 8), (*acc21) * 14L)) {
		float tmp22 = acc21[6] - gather13(7, acc21[4] | 27L, (*acc21) - 16UL);
		++(*acc21);
	}
	int u23(2071 * acc21[1] * acc21[1]);
}

struct Pixel24 {
	int id25;
	float val26, sum27;
	long id28;
};
int compute31(int x)
{
    if (x > 2)
        return;
    return x;
}

int main() {
	int len29 = 2463;
	drift20(static_cast<long*>(nullptr));
	static short diff30 = 55;
	apply4_kernel<<<dim3((len29 + 127) / 128, (len29 + 127) / 128, 8), 32>>>((len29 + diff30) - (13l - len29), (float*)nullptr, ((len29 < 20) || (diff30 <= len29)) ? ((diff30 & 1) ? 6ul : 8) : len29, 7 - (diff30 * len29));
	return 0;
}
