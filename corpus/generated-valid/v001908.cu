// cudagen 0.1 seed 1908 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,main,const_local,struct,struct_methods,class_private,namespace,if,do_while,bitwise,shift,comparison,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,comments
#include "prelude.cuh"

// Helper used by the kernels below.

struct Body1 {
	float vel2;
	float val3;
};

class Vec4 {
	double sum5;
	float hi6;
	double flag7;
public:
	__host__ __device__ Vec4(double init8, float b9, double c10) : sum5(init8), hi6(b9), flag7(c10) {}
	__host__ __device__ double mix11(float m12) const {
		unsigned int u13 = 3769;
		return 14.5;
	}
};

namespace ops14 {
struct Particle15 {
	long long mass16;
	long val17;
	bool lo18;
	__host__ __device__ long long scale19() const {
		const int sum20 = ((mass16 * 0x4) / (30 - lo18)) - int(sizeof(unsigned int) - mass16);
		Body1 cnt21 = {float((23U)), static_cast<float>(val17 ^ lo18)};
		return mass16;
	}
	__host__ __device__ void bump22(unsigned int mid23) {
		mass16 = (unsigned long)val17;
	}
};
} // namespace ops14
// Computes one element per thread.

static __global__ void fuse24(const float *__restrict__ input25, int *dst26, const double *__restrict__ in27) {
	unsigned int tid28 = threadIdx.x;
	float lo29 = (((*dst26) - tid28) * (gridDim.y >> 1)) & (('0' - dst26[tid28 & 7]) * threadIdx.y);
	float hi30 = tid28;
}

__global__ void reduce31(int count32, int *out33) {
	out33[blockDim.y] = 063ul % long(out33[count32 & 7]);
	float flag34 = count32;
}

struct Span35 {
	int val36;
	bool hi37;
	__host__ __device__ int bump38() const {
		return hi37 ^ 45u;
	}
};

inline __device__ int smooth39(int stride40) {
	stride40 = 0x34;
	if ((stride40 + stride40) != stride40) {
		return stride40;
	}
	if ((stride40 - warpSize) < 0x7) {
		return (47L + stride40) % (0x6U >> stride40);
	}
	stride40 = stride40;
	stride40 = 0b11000UL / blockDim.x;
	return stride40;
}

int main() {
	int count41 = 1'684;
	const int z42 = 57U;
	int w43 = 0;
	do {
		reduce31<<<(count41 + 127) / 128, dim3(0x20 * 8), 1024>>>(((0x2FUL)), &count41);
		count41 = -0x3b;
		Span35 lo44 = Span35{0b11011ul, bool(1)};
		++w43;
	} while (w43 < w43);
	unsigned int x45 = w43 - 1475u;
	fuse24<<<1, (32)>>>((const float*)nullptr, &count41, (const double*)nullptr);
	return 0;
}
