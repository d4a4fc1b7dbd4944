// cudagen 0.1 seed 2306 valid
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,shared_2d,constexpr_var,local_array,const_local,struct,class_private,anon_namespace,if,if_else,ternary,shift,comparison,comma,pointer_arith,address_of,array_index,method_call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,alignof,macro_object,macro_paste
#include "prelude.cuh"

#define TILE_DIM_1 128
#define BLOCK_SIZE_2 ((1 << 5) * (1 << 2))
#define NUM_ITERS_3 (16)
#define CAT_4(a, b) a##b

__global__ void kick5_kernel(unsigned long *data6, float a7, int len8, const double *__restrict__ in9) {
	char r10 = a7;
	(*data6) = 62;
	if (in9[r10] >= ((len8 < data6[r10]) ? 0b10010 : (*data6))) {
		return;
	}
}

static __global__ void __maxnreg__(128) kick11_kernel(float q12, double *__restrict__ acc13, float *data14, float a15) {
	int gid16 = threadIdx.x;
	q12 = acc13[7];
	__shared__ unsigned int sh_17[64];
	if (sh_17[3] == threadIdx.z) {
		return;
	}
	if (threadIdx.z < (q12 += -22.375F, acc13[gridDim.z])) {
		__shared__ double sh_18[16];
	}
	unsigned idx19[7] = {};
}

__global__ void __maxnreg__(32) smooth20_kernel(unsigned *buf21, const int *in22, size_t a23) {
	int gid24 = threadIdx.x;
	long *lo25 = reinterpret_cast<long*>(buf21);
	unsigned cnt26 = *buf21;
	constexpr float acc27 = 11.375f;
	a23 = 38UL;
	int res28 = 19l;
	a23 = BLOCK_SIZE_2;
}

namespace {
class Span29 {
	unsigned char weight30;
	char vel31;
	double mass32;
public:
	__host__ __device__ Span29(unsigned char c33, char c34, double a35) : weight30(c33), vel31(c34), mass32(a35) {}
	__host__ __device__ char total36() const {
		return weight30 * (CAT_4(vel, 31) + 4);
	}
};

static __global__ void fold37(const int *in38, int stride39, Span29 cfg40, double *buf41) {
	int i42 = threadIdx.x;
	if (i42 >= stride39) {
		return;
	}
	cfg40 = Span29(cfg40.total36(), cfg40.total36(), blockIdx.x);
	constexpr unsigned long diff43 = 4257L;
	if (cfg40.total36() >= (threadIdx.x + gridDim.z)) {
		float lo44 = ((03515 * CAT_4(stride, 39)) >> (18 * i42)) + (cfg40.total36() * cfg40.total36());
	} else {
		Span29 val45(255 / (*buf41), (stride39), buf41[2]);
		unsigned char off46(blockIdx.x + in38[blockIdx.z]);
	}
}

static __global__ void __maxnreg__(32) pivot47_kernel(int len48, int n49) {
	int i50 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i50 >= len48) {
		return;
	}
	len48 = n49;
	int diff51 = 19;
	__shared__ double sh_52[16][8];
	int e53 = static_cast<float>(BLOCK_SIZE_2 - i50);
}
} // namespace

int main() {
	int count54 = 1956;
	count54 = 31;
	pivot47_kernel<<<512, 4 * 8, sizeof(float) * 0b1000000>>>(((count54 <= CAT_4(count, 54)) ? 55lu : count54) * 20, BLOCK_SIZE_2);
	if ((count54 - count54) > count54) {
		const unsigned int prod55 = count54;
		count54 = prod55;
	} else {
		count54 = count54;
	}
	kick5_kernel<<<NUM_ITERS_3 + 112, 32, 256 * 16, (cudaStream_t)0>>>(nullptr, 1l - (count54 - alignof(int)), CAT_4(count, 54), nullptr);
	kick11_kernel<<<(NUM_ITERS_3 + (NUM_ITERS_3 + 96)), 512, 0>>>(NUM_ITERS_3 - CAT_4(count, 54), nullptr, nullptr, 9.75f);
	smooth20_kernel<<<(count54 + 63) / 0b1000000, (NUM_ITERS_3 + (NUM_ITERS_3 + 96))>>>((unsigned*)nullptr, &count54, (NUM_ITERS_3) + ((count54 != count54) ? count54 : count54));
	return 0;
}
