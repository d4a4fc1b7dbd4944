// cudagen 0.1 seed 1437 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,main,shared_var,extern_shared,constexpr_var,local_array,if,if_else,if_init,for,goto,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,sizeof,macro_object,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define CHUNK_2 (256)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 1
#else
#define TUNE_6 40
#endif

#if TUNE_6 % 2 == 0 || TUNE_6 < 4
#define CONFIG_7 6
#else
#define CONFIG_7 23
#endif
#undef CHUNK_2
#define CHUNK_2 2

__global__ void __maxnreg__(32) probe8_kernel(float* acc9, int len10) {
	unsigned int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i11 >= len10) {
		return;
	}
	acc9[len10] += i11 & (len10 += 23U, i11);
	unsigned res12 = len10;
	for (int j13 = (blockIdx.x * blockDim.x) + threadIdx.x; j13 < 4; j13 += blockDim.x * gridDim.x) {
		if ((len10 & 0x1)) {
			double y14[2]{6.0, 3.375};
			static_assert(sizeof(int) == 4, "size check");
			static_assert(sizeof(int) == 0x4);
		} else {
		}
	}
}

static __global__ void tile15_kernel(float* acc16, float p17, long long* data18, int len19) {
	extern __shared__ unsigned short dyn_20[];
	int tid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid21 >= len19) {
		return;
	}
	--dyn_20[len19 & 7];
	float flag22 = 11.125f;
	if (((len19 * 6) & 1)) {
		goto out23;
	}
	if ((len19 + threadIdx.x) <= p17) {
		return;
	}
out23:;
}

__global__ void __launch_bounds__(1 << 5) smooth24_kernel(const char* input25, double p26, unsigned int* out27) {
	int i28 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float r29 = 19.5f;
	if (float u30 = 03740L & (*out27); r29 == (u30 * u30)) {
		unsigned int x31 = 0x37;
		int diff32 = sizeof(short);
	}
	float acc33 = 21.0F;
}
constexpr long TILE34 = (256);

int main() {
	int n35 = 2254;
	const char* h36 = "\"q\"";
	n35 %= h36[1];
	probe8_kernel<<<1 << TUNE_6, 1 << (CONFIG_7 + 0x1)>>>((float*)nullptr, h36[0] * (0 * h36[1]));
	tile15_kernel<<<8, (NUM_ITERS_1 + 508), 0x1 << (NUM_ITERS_1 + 4), (cudaStream_t)0>>>(nullptr, h36[1], (long long*)nullptr, h36[0] + 0x6BFull);
	smooth24_kernel<<<(n35 + 31) / 0x20, dim3(4, CHUNK_2 * (TUNE_6 + (CHUNK_2 + 0x1)), 0x1)>>>(nullptr, n35 & (h36[1] | 45), nullptr);
	return 0;
}
