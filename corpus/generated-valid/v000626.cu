// cudagen 0.1 seed 626 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,grid_constant,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,host_function,main,device_array,managed_var,shared_var,extern_shared,constexpr_var,struct,operator_overload,typedef,if,switch,compound_assign,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 3
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define CAT_3(a, b) a##b
#undef CHUNK_1
#define CHUNK_1 48

struct Acc4 {
	int y5;
	int lo6;
};

__host__ __device__ Acc4 operator+(Acc4 a, Acc4 b) {
	Acc4 r = a;
	r.y5 += b.y5;
	r.lo6 += b.lo6;
	return r;
}

float host_norm7(int n8, const long *__restrict__ coef9, int stride10) {
	long long sum11 = (((*coef9) * (*coef9)) / n8) * (n8 + stride10);
	int u12((2576 - (sum11 * 19)) + stride10);
	u12 *= 0xfeau / static_cast<unsigned long>(stride10);
	if (sum11)
		return 0x3 + (stride10 * 21.875f);
	Acc4 h13 = Acc4{1, stride10};
	(++stride10, (sum11 = CHUNK_1));
	return -(CHUNK_1 + coef9[u12]);
}

__global__ void sift14_kernel(int n15, __grid_constant__ const Acc4 b16) {
	extern __shared__ float dyn_17[];
	unsigned int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid18 >= n15)
		return;
	dyn_17[n15] = static_cast<unsigned int>(+TWICE_PLUS_2(gridDim.x, gid18));
	int stride19 = 48;
	Acc4 off20 = b16;
}

__device__ short lerp21(const double *coef22, int n23, int n24) {
	n23 = -double(3029 * gridDim.x);
	n24 = n23;
	if (coef22[n23] >= (n24 += n23, (CHUNK_1 - n24))) {
		Acc4 diff25 = Acc4{0x7, 9};
	}
	n23 = coef22[6];
	n24 = 1421 - coef22[blockIdx.x];
	return CAT_3(n, 23);
}
__managed__ float m_accum26[64];

inline __device__ int scatter27(int stride28, int stride29) {
	m_accum26[blockIdx.x] /= sizeof(Acc4);
	if ((blockDim.x - CAT_3(stride, 29)) < stride28)
		return stride29;
	return 39U;
}
__device__ float d_kick30[32] = {-10.25F};
// Helper used by the kernels below.

template <class T, typename U>
__global__ void __launch_bounds__(512) step31_kernel(const U *__restrict__ coef32, T *dst33, __grid_constant__ const Acc4 alpha34, int len35) {
	extern __shared__ float dyn_36[];
	int idx37 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx37 >= len35)
		return;
	int stride38 = len35;
	dst33[5] = (alpha34.lo6 - (073ul / m_accum26[blockDim.x])) - (CHUNK_1 * (d_kick30[len35] * 15.25f));
	if ((blockIdx.x - len35) == idx37)
		return;
}
typedef int idx39_t;

__host__ __device__ int split40(const Acc4 &b41, int count42, int count43) {
	double m44(18.625 + count43);
	count42 = (m44) * b41.y5;
	if (TWICE_PLUS_2(m44, 7) < b41.y5)
		return b41.y5;
	count43 = (57) + count42;
	if (TWICE_PLUS_2(m44 - 28, 20lu) > (CHUNK_1 / count43)) {
		Acc4 y45 = b41 + b41;
	}
	constexpr unsigned long w46 = 45lu;
	return b41.y5;
}

double tally47(float *__restrict__ data48, const float *in49) {
	if (((*data48) - 0x3) < u' ')
		return (sizeof(long long) / (*data48)) + (sizeof(float) + data48[0x2]);
	unsigned short r50 = (TWICE_PLUS_2(m_accum26[3], data48[5]) * (*in49)) / 15;
	switch (CAT_3(r, 50) * r50) {
	case (5):
		break;
	case 6:
		m_accum26[r50] = (0.25F) - (*in49);
		sift14_kernel<<<dim3(64, 1), CHUNK_1 + (CHUNK_1 + 32), 4096, nullptr>>>((CHUNK_1 / (*in49)) * CHUNK_1, Acc4{});
		break;
	case 9:
		break;
	}
	return *in49;
}

int main() {
	int len51 = 3714;
	idx39_t q52 = len51;
	step31_kernel<<<0x100, CHUNK_1 + (CHUNK_1 + 32)>>>(static_cast<const long*>(nullptr), &q52, Acc4{1, 062}, -18);
	Acc4 u53 = {2, 8};
	return 0;
}
