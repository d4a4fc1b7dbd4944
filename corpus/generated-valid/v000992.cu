// cudagen 0.1 seed 992 valid
// features: kernel,kernel_static,grid_constant,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,shared_var,static_shared,constexpr_var,local_array,struct,struct_methods,enum,if,compound_assign,shift,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,cast_functional,cast_static,macro_paste,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

#ifndef USE_FAST_PATH_3
#define TUNE_4 15
#else
#define TUNE_4 18
#endif
#undef TUNE_4
#define TUNE_4 12
enum Kind5 {
	RED6,
	GREEN7 = 4,
	OFF8 = 9,
	ON9 = 13,
	ADD10
};

struct Span11 {
	long long z12;
	long x13;
	unsigned short hi14;
	unsigned long long id15;
	__host__ __device__ void mix16(int mid17) {
		z12 >>= (CAT_2(x, 13) + (ADD10 - hi14)) - (unsigned(558) + (CAT_2(id, 15) - x13));
	}
};

static __global__ void stencil18(int stride19) {
	unsigned int sum20[2]{0x10, 0b1u};
	unsigned long k21[5] = {0b1001lu, static_cast<size_t>(ADD10), 8UL, size_t(stride19), 62};
	short s22(stride19);
	Kind5 cnt23 = ON9;
}

__global__ void reduce24(float* data25, unsigned* buf26) {
	int gid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(*buf26) = (*data25) / 3;
	buf26[5]--;
	static __shared__ int sh_28[64];
	static __shared__ double sh_29[16];
}

static __global__ void decay30(int lane31, __grid_constant__ const Span11 beta32, int* __restrict__ dst33) {
	int gid34 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid34 >= lane31)
		return;
	ACCUM_1(lane31, ((gid34)));
	++lane31;
}

__global__ void sweep35(long long* out36, int n37) {
	if (((*out36) - blockIdx.x) != (64 - n37))
		n37 /= (*out36) - ((n37 - blockIdx.x) / n37);
	long hi38 = -(GREEN7 << out36[n37]);
	n37 >>= GREEN7;
	unsigned int val39 = (*out36);
	float t40[5] = {};
}

__global__ void kick41(int lane42, int* __restrict__ dst43) {
	int i44 = threadIdx.x;
	if (i44 >= lane42)
		return;
	if ((i44 * 44) < (i44 + i44)) {
		lane42 /= (2 / gridDim.x) / ((lane42 / i44) + ((*dst43) * 5));
		Kind5 hi45 = OFF8;
	}
	lane42 <<= 1;
}
enum State46 : int { SLOW47 = 3, ADD48 };

__global__ void tile49_kernel(const int* src50, float q51) {
	int gid52 = (blockIdx.x * blockDim.x) + threadIdx.x;
	double u53 = src50[3];
	Kind5 u54 = RED6;
}

__device__ double combine55(double alpha56, Span11 alpha57, const int* src58) {
	if ((gridDim.x)) {
		alpha57 = alpha57;
		Span11 cnt59 = Span11{43, static_cast<long>(*src58), 2614, 36l};
	}
	return src58[warpSize];
}

int main() {
	int n60 = 3042;
	n60++;
	const char* stride61 = "\"q\"";
	stencil18<<<1 << 3, 4 * (TUNE_4 + (SLOW47 + 1))>>>(-0x5);
	reduce24<<<(1), 0x100, 0, nullptr>>>(nullptr, static_cast<unsigned*>(nullptr));
	decay30<<<(128), 512>>>((stride61[0]), Span11{}, &n60);
	return 0;
}
