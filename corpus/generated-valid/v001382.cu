// cudagen 0.1 seed 1382 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,grid_stride_loop,device_function,device_noinline,device_template_function,host_function,main,constexpr_var,local_array,const_local,if,for,pragma_unroll,while,ternary,bitwise,logical,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_bool,lit_nullptr,cast_c,cast_functional,sizeof,alignof,lambda,lambda_launch,macro_object,macro_statement,pp_if,comments
#include "prelude.cuh"

#define NUM_ITERS_1 256
#define TILE_DIM_2 256
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#if (NUM_ITERS_1 * 2) >= 27 && NUM_ITERS_1 != 0
#define CONFIG_4 4
#elif NUM_ITERS_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 26
#endif
/* NOTE: keep in sync with the host reference. */

__global__ void __launch_bounds__(256) blend5_kernel(const float *src6, short p7, bool q8, const float *__restrict__ in9) {
	int tid10 = threadIdx.x;
	p7 = in9[0x6] * ((*in9) * tid10);
	double v11 = 2.5;
	p7 = 39ull;
	float tmp12(0x24LL);
}

__global__ void bias13(int count14, float *dst15, int *__restrict__ out16, bool b17) {
	int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid18 >= count14)
		return;
	float cnt19 = blockDim.z & (*out16);
	b17 = tid18;
	double *e20 = nullptr;
	bool t21 = threadIdx.y ? (e20[6] + CONFIG_4) : (true * dst15[1]);
	unsigned val22 = 819;
	const float z23 = 22u;
}
// NOTE: keep in sync with the host reference.

template <class T, int N = 2>
__device__ __noinline__ T combine24(T *__restrict__ dst25, int lane26, int stride27) {
	int iter28 = 0x0;
	while (iter28 < 13) {
		if ((stride27 - lane26) >= iter28)
			return (N / iter28) + (N - gridDim.x);
		++iter28;
	}
	T idx29 = lane26;
	dst25[0x0] = 0xcU;
	idx29 = 4.0f;
	return (24u & (iter28 & 31U)) - (*dst25);
}
/* Helper used by the kernels below. */

__global__ void __launch_bounds__((CONFIG_4 + (CONFIG_4 + 120)), 3) rank30(int n31, unsigned long long *__restrict__ dst32, unsigned beta33, int *__restrict__ dst34) {
	int gid35 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid35 >= n31)
		return;
	for (int j36 = 0; j36 < 9; j36++) {
		#pragma unroll
		for (int j37 = (blockIdx.x * blockDim.x) + threadIdx.x; j37 < j36; j37 += blockDim.x * gridDim.x) {
			float sum38[6] = {};
		}
		float off39((-0.375f));
		n31 = j36;
	}
}

__global__ void bump40_kernel(int lane41, int *__restrict__ buf42) {
	unsigned int idx43 = threadIdx.x;
	lane41 = *buf42;
	#pragma unroll 8
	for (int it44 = 0x0; it44 < lane41; ++it44) {
		int val45 = ((lane41 += it44, NUM_ITERS_1) | 0x37L) - 9;
		long long acc46 = ((lane41 * blockDim.x) + ((*buf42) * lane41)) * alignof(int);
	}
	(*buf42) = blockDim.y;
	lane41 = *buf42;
	lane41 = 0x2A;
}

unsigned short run_smooth47(int count48) {
	blend5_kernel<<<(count48 + 63) / 0x40, (CONFIG_4 + 124) * 4, sizeof(int) * 32>>>((const float*)nullptr, 0U + count48, (count48 * 41l) == 0x2E, nullptr);
	int pass49 = 0;
	while (pass49 < pass49) {
		count48 = count48;
		unsigned y50 = count48 + ((pass49 & pass49) / pass49);
		++pass49;
	}
	count48 = 57 - pass49;
	return 0x32b;
}

int main() {
	int count51 = 4044;
	const long long u52 = count51;
	auto step55 = [](unsigned char w53, long base54) -> float {
		rank30<<<0x40, 32, 0>>>(0x13U, (unsigned long long*)nullptr, 38, nullptr);
		bump40_kernel<<<4, (64), 0>>>(base54 * 0x2cull, nullptr);
		bias13<<<(base54 + 127) / 128, 512>>>((U'#' != w53) ? base54 : sizeof(int), nullptr, (int*)nullptr, base54);
		return (!(26 != w53)) ? base54 : w53;
	};
	step55(count51, count51);
	if (u52 < count51)
		return step55(u52 * 0x3a, (NUM_ITERS_1));
	rank30<<<(CONFIG_4), 512, 0>>>(count51 / (count51 | alignof(int)), nullptr, double((count51 == count51) ? u52 : 15.625f), (int*)nullptr);
	count51 = u52 % 0x1C8;
	return 0;
}
