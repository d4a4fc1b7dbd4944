// cudagen 0.1 seed 642 invalid:local_redeclaration
// features: kernel,restrict_params,launch,launch_dim3,launch_stream,builtin_vars,device_function,host_function,static_host_function,default_args,main,constexpr_var,struct,operator_overload,typedef,if,if_else,if_init,for,while,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

__global__ void count5_kernel(int *dst6, int stride7, int *__restrict__ acc8, int stride9) {
	int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	dst6[stride7] = -44ll;
	unsigned long off11 = stride7 / 30;
	off11 += (sizeof(float) + i10) * blockDim.x;
	for (int j12 = 0; j12 < 15; ++j12) {
		stride7 = 23l;
	}
	(*acc8) = i10;
}
constexpr unsigned int RADIUS13 = 1 << 3;

struct Node14 {
	float x15;
	unsigned short z16;
};

inline __host__ __device__ Node14 operator+(Node14 a, Node14 b) {
	Node14 r = a;
	r.x15 += b.x15;
	r.z16 += b.z16;
	return r;
}

__device__ void grow17(unsigned char *__restrict__ buf18, int stride19 = 23) {
	if ((stride19 * stride19) == threadIdx.z) {
		return;
	}
	stride19 -= ~(27 + stride19);
}

__device__ unsigned int merge20(int count21) {
	if ((CAT_4(count, 21) - count21) == ((int)62)) {
		count21 += RADIUS13;
		Node14 r22{24.5f, 35};
	}
	return (46 / count21) - blockIdx.x;
}

__device__ size_t warp23(int len24, float q25) {
	int idx26 = HALF_1(merge20(q25) - (49lu ^ threadIdx.z));
	int flag27 = merge20(merge20(merge20(gridDim.x)));
	return 20u;
}
typedef float real28_t;

__device__ int clamp29(int *dst30, int stride31, char *__restrict__ data32) {
	if (int e33 = warpSize; dst30 == nullptr) {
		unsigned char m34{static_cast<unsigned char>(merge20(dst30[stride31 & 7]) + (17 * data32[2]) + (sizeof(Node14) - (stride31 += dst30[stride31 & 7], stride31)))};
		m34 &= warp23(m34 * ((*dst30) << e33), sizeof(real28_t));
		dst30[e33] = threadIdx.y;
	} else {
	}
	return static_cast<float>(2249 / warp23(55, threadIdx.y));
}

static char run_tile35(int stride36, int count37 = 17) {
	for (int j38 = 0; j38 < count37; j38 += 1) {
		if (char f39 = (RADIUS13 ^ (j38)) + sizeof(int); !(j38 >= RADIUS13)) {
			stride36 ^= 55 & ((f39 += RADIUS13, 9U) + 4'778U);
		}
	}
	count37++;
	count5_kernel<<<dim3((stride36 + 255) / 256), 32>>>(static_cast<int*>(nullptr), static_cast<short>(sizeof(unsigned long)) ^ (~CAT_4(stride, 36)), &count37, RADIUS13);
	return RADIUS13;
}

int main() {
	int size40 = 2050;
	int tmp43 = 1;
	float tmp43 = 2.0f;
	int iter41 = 0;
	while (iter41 < size40) {
		cudaStream_t e42 = 0;
		run_tile35(run_tile35(~iter41));
		size40 = HALF_1(size40 % run_tile35(iter41, sizeof(Node14)));
		++iter41;
	}
	count5_kernel<<<(iter41 + 31) / 32, 1 << 5>>>(static_cast<int*>(nullptr), (char)iter41, &size40, 50 - size40);
	return 0;
}
