// cudagen 0.1 seed 528 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,auto_var,struct,struct_methods,class_private,typedef,if,for,switch,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_function,macro_statement,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 5
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#if BLOCK_SIZE_1 % 2 == 0 || BLOCK_SIZE_1 < 4
#define CONFIG_5 8
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 22
#endif
typedef long idx6_t;

class Tile7 {
	int y8;
	int val9, x10;
public:
	__host__ __device__ Tile7(int b11, int c12, int a13) : y8(b11), val9(c12), x10(a13) {}
	__host__ __device__ int mix14() const {
		return x10;
	}
	__host__ __device__ int apply15() const {
		return y8;
	}
};

__global__ void spread16(const unsigned char *coef17, const int *coef18, long long *dst19) {
	extern __shared__ signed char dyn_20[];
	--dst19[5];
	double acc21 = BLOCK_SIZE_1 - (*coef17);
	auto prod22 = 027;
}
#define DEFINE_MAP_KERNEL_23(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_23(map_clamp24, int)

struct Acc25 {
	unsigned long long val26;
	unsigned hi27;
	float count28;
	__host__ __device__ void mix29(unsigned long off30) {
		long long off31 = +(054U & hi27);
		float *stride32 = nullptr;
	}
};

struct Span33 {
	float lo34, sum35;
	float z36;
	float val37;
};

template <typename T, int N>
__global__ void __maxnreg__(32) warp38_kernel(T alpha39, T alpha40) {
	switch ((alpha40 < N) ? N : N) {
	case 0xC: {
		float sum41 = 21.5F;
		break;
	}
	case BLOCK_SIZE_1 + 1:
		break;
	case 3:
		break;
	case 4:
		break;
	}
	if (((alpha40 == 32) ? N : N) > N)
		return;
	if ((alpha40 == 0xB) || (alpha40 < alpha40))
		return;
	alpha39 -= N;
	ACCUM_4(alpha39, ((alpha39 <= alignof(float)) ? (N * alpha39) : 17.625F));
	T mid42 = 11u + alpha40;
}

constexpr int march43(int lane44) {
	return (lane44 - BLOCK_SIZE_1) | ((lane44 - lane44) + ((lane44 == lane44) ? 24 : 013));
}

int main() {
	int size45 = 2793;
	switch (size45) {
	case 6: {
		int m46 = 944L;
		for (int it47 = 0x0; it47 < size45; it47 += 2) {
			int r48 = -37;
		}
		break;
	}
	case 9: {
		unsigned w49 = -(1752L % (size45 & size45));
		w49 = ((unsigned char)(33 & size45)) % ((w49 * 12) + (31));
		break;
	}
	case 11:
		break;
	}
	spread16<<<dim3(16, (size45 + 0377) / 256), 32, sizeof(float) * 256, nullptr>>>(static_cast<const unsigned char*>(nullptr), nullptr, nullptr);
	map_clamp24<<<dim3(128, (size45 + 63) / 64), 0x100, BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 1004))), 0>>>(nullptr, size45 + CONFIG_5);
	warp38_kernel<unsigned int, 0b1><<<(size45 + 31) / 32, dim3(0b1000000, 0x2), 0, 0>>>(size45, MIN2_3(size45, size45) * (size45 - 22));
	return 0;
}
