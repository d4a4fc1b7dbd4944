// cudagen 0.1 seed 1535 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,constant_var,shared_var,constexpr_var,struct,struct_methods,operator_overload,aligned_struct,if,if_else,goto,static_assert,bitwise,comparison,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_stringize,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#ifndef USE_FAST_PATH_6
#define TUNE_7 15
#else
#define TUNE_7 33
#endif

#if TUNE_7 == 15
#define CONFIG_8 5
#else
#define CONFIG_8 29
#endif
__constant__ float c_rank9 = -17.625f;

__global__ void norm10(const unsigned long long* coef11, float cfg12, unsigned int* buf13, float* dst14) {
	int i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (c_rank9 < threadIdx.x) {
		goto finish18;
	}
	if ((*buf13) < (+i15)) {
		if ((cfg12 += dst14[i15], CONFIG_8) >= (((*buf13) - (*coef11)) - coef11[5])) {
			__shared__ int sh_16;
			unsigned char lo17 = c_rank9 + blockIdx.x;
		} else {
		}
	}
finish18:;
}

struct __align__(16) Stats19 {
	long lo20;
	float weight21;
	unsigned int lo22;
	char flag23;
	__host__ __device__ float scale24(float r25) const {
		r25 = 887L + size_t(lo20);
		Stats19 v26 = Stats19{8L, 4.0f, 32, 127};
		return TUNE_7;
	}
};

inline __host__ __device__ Stats19 operator+(Stats19 a, Stats19 b) {
	Stats19 r = a;
	r.lo20 += b.lo20;
	r.weight21 += b.weight21;
	r.lo22 += b.lo22;
	r.flag23 += b.flag23;
	return r;
}

static int check_combine27(unsigned int beta28, int n29) {
	norm10<<<(beta28 + 255) / 256, 16 * 4>>>((const unsigned long long*)nullptr, 06464UL & beta28, &beta28, (float*)nullptr);
	const char* u30 = STR_4(tile size);
	static_assert((3 * 3) == 9);
	norm10<<<sizeof(int) * (TUNE_7 + 021), 01000, 256, (cudaStream_t)0>>>(nullptr, -u30[1], (unsigned int*)nullptr, (float*)nullptr);
	beta28 = n29;
	return TUNE_7 & n29;
}

int main() {
	int n31 = 1323;
	n31 = n31;
	n31 = float(47 * n31);
	return 0;
}
