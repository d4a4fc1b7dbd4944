// cudagen 0.1 seed 535 invalid:nonstatic_member_reference
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,host_global,constexpr_var,if,if_else,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define BLOCK_SIZE_2 128
#define TILE_DIM_3 64
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

__global__ void merge6(const int* input7) {
	int i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	unsigned int* q9 = (unsigned int*)nullptr;
	if (input7[5] != (18 % i8)) {
		(*q9)++;
	}
	q9[2] = i8;
}

int check_reduce10(const long* __restrict__ coef11, int n12, bool p13) {
	n12 = n12;
	merge6<<<(n12 + 127) / 128, dim3(2), 0>>>(nullptr);
	return *coef11;
}
float g_accum14 = 19.375F;

__global__ void __launch_bounds__(4 * NUM_ITERS_1) fuse15(const float* input16, int* __restrict__ buf17) {
	int idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	unsigned short r19 = idx18;
	unsigned int x20 = BLOCK_SIZE_2;
}

template <typename T, typename U>
__global__ void tile21(const T* in22, const T* coef23, unsigned p24, char* dst25) {
	if (coef23[1] == 34) {
		return;
	}
	if (((p24 << gridDim.x) | (0b10001 + p24)) != (*coef23)) {
		(*dst25)--;
	}
	double base26 = 7.5f;
	p24++;
	p24 = (((*coef23) * in22[gridDim.y & 7]) - p24);
	base26--;
}
struct Cfg_29 {
    int v;
    static int get() { return v; }
};

int main() {
	int count27 = 3797;
	fuse15<<<2 * NUM_ITERS_1, dim3(BLOCK_SIZE_2, (count27 + 63) / 64, (count27 + 255) / 256)>>>((const float*)nullptr, (int*)nullptr);
	if ((-count27) == (count27 - count27)) {
		--g_accum14;
	} else if ((+(g_accum14 + 9)) <= g_accum14) {
		count27 = check_reduce10(nullptr, g_accum14, check_reduce10((const long*)nullptr, g_accum14 / 28, g_accum14));
	}
	unsigned int off28 = 0b1100l % check_reduce10((const long*)nullptr, (count27), check_reduce10((const long*)nullptr, TILE_DIM_3, count27) <= g_accum14);
	tile21<float, double><<<dim3(16), (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + 32)))), sizeof(unsigned int) * 64>>>(nullptr, (const float*)nullptr, count27, nullptr);
	return 0;
}
