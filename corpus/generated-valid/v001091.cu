// cudagen 0.1 seed 1091 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,launch,launch_dim3,main,shared_var,shared_2d,host_global,constexpr_var,local_array,const_local,struct,struct_methods,class_private,enum,if,while,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_paste
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

__global__ void __launch_bounds__(32) fuse5(int len6, const double *src7, const float *coef8, const float *input9) {
	int u10 = 0x1;
	len6 %= 61;
	int y11 = 0x23 - len6;
	size_t x12 = 32;
	__shared__ float sh_13[13][(NUM_ITERS_1 + 13)];
	x12 &= NUM_ITERS_1 | CAT_4(u, 10);
	int off14 = 2808;
}
enum Color15 : long { LOW16, GREEN17, IDLE18 };

struct Cell19 {
	int id20;
	unsigned int val21;
	unsigned vel22;
	__host__ __device__ unsigned apply23() const {
		int hi24[0x3] = {};
		return vel22 / (hi24[id20] += NUM_ITERS_1, 33L);
	}
};

template <class T, int N = 7>
__global__ void __maxnreg__(128) fuse25_kernel(T *dst26, double *dst27) {
	dst27[0] -= N;
	if ((static_cast<unsigned char>(dst26[0b110]) & 1)) {
		return;
	}
	(*dst27) = *dst27;
	(*dst26) -= N;
	if (!dst26) {
		return;
	}
	dst26[6] = 16;
}

static __global__ void __launch_bounds__((512)) sift28(float beta29, int stride30, unsigned int q31) {
	int pass32 = 0;
	while ((pass32 < stride30) && (stride30 >= 4l)) {
		stride30 |= alignof(double);
		__shared__ double sh_33[GREEN17 + (IDLE18 + 13)];
		++pass32;
	}
	beta29 /= 1ul;
	float w34 = float(sizeof(double));
}
unsigned short g_rank35[] = {3, 'z', 64};

class Tile36 {
	int sum38;
	float z39;
public:
	__host__ __device__ Tile36(int c40, float b41) : sum38(c40), z39(b41) {}
	__host__ __device__ float reset42(double r43) const {
		--r43;
		return static_cast<float>(0.625f + sum38);
	}
};
enum Mode44 : int { LOW45 = 1, HIGH46 = 6, BUSY47 };

struct Particle48 {
	int x49;
	unsigned long long val50;
	long count51;
	__host__ __device__ long scale52(int tmp53) const {
		tmp53 ^= 43 * tmp53;
		const int k54 = ((count51 * x49) <= ((x49 != x49) ? x49 : count51)) ? static_cast<unsigned long>(float(alignof(float))) : (val50);
		return 6ll + count51;
	}
	__host__ __device__ int norm55() const {
		return count51;
	}
};
enum State56 { IDLE57, LOW58 };

int main() {
	int n59 = 0xCFF;
	n59 |= ((n59 - g_rank35[n59]) - (IDLE18 + n59)) & n59;
	int w60 = 0;
	while ((w60 < (IDLE18 + 4)) && (w60 <= g_rank35[0])) {
		sift28<<<(n59 + 0x7F) / 128, dim3(sizeof(float) * 128, (n59 + 127) / 128)>>>((unsigned int)((float)CAT_4(n, 59)), g_rank35[n59], w60);
		++w60;
	}
	n59 -= w60;
	n59 = (g_rank35[n59]) + g_rank35[n59];
	g_rank35[n59] |= ((unsigned char)(CAT_4(n, 59) * 255L)) + w60;
	fuse5<<<(n59 + 63) / 64, 32>>>(static_cast<int>(54), static_cast<const double*>(nullptr), (const float*)nullptr, nullptr);
	fuse25_kernel<int, 7><<<dim3(256), (32)>>>(&n59, (double*)nullptr);
	return 0;
}
