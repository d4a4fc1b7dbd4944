// cudagen 0.1 seed 718 invalid:unused_value
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,host_function,static_host_function,main,device_var,shared_var,extern_shared,constexpr_var,namespace,if,for,goto,ternary,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 16
#define NUM_ITERS_2 ((0x8 * 8))
#define MOD8_3(x) ((x) % 8)
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 10
#else
#define TUNE_6 59
#endif
#if (TILE_DIM_1 * 2) >= 40 && TILE_DIM_1 != 0
#define CONFIG_7 3
#elif TILE_DIM_1 < 0
#error unreachable configuration
#else
#define CONFIG_7 23
#endif
#undef TILE_DIM_1
#define TILE_DIM_1 48
__device__ long d_drift8 = -57;

__global__ void combine9(int *buf10, float *acc11) {
	extern __shared__ float dyn_12[];
	int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (TWICE_PLUS_4(dyn_12[5], 1) > gridDim.x) {
		goto out16;
	}
	for (int n14 = (blockIdx.x * blockDim.x) + threadIdx.x; n14 < idx13; n14 += blockDim.x * gridDim.x) {
		constexpr int val15 = 025;
		++acc11[idx13];
	}
out16:;
}

namespace img17 {
__global__ void gather18_kernel(const double *coef19) {
	extern __shared__ int dyn_20[];
	int i21 = threadIdx.x;
	long u22(*coef19);
	dyn_20[i21 & 7] = u22;
	u22 = sizeof(int);
	for (int n23 = 0; n23 < i21; ++n23) {
		d_drift8 = (i21 <= (*coef19)) ? 'z' : CONFIG_7;
		float off24 = TILE_DIM_1 & (d_drift8 & 64lu);
	}
	--d_drift8;
}

__global__ void rank25(int len26, int *out27, float *dst28) {
	int gid29 = threadIdx.x;
	if (gid29 >= len26)
		return;
	++out27[1];
	len26 = -out27[d_drift8];
	len26 = len26;
	for (int j30 = (blockIdx.x * blockDim.x) + threadIdx.x; j30 < 6; j30 += blockDim.x * gridDim.x) {
		if ((gid29 | 5) >= 28)
			continue;
		if (j30 <= 15)
			break;
	}
	--(*dst28);
}
} // namespace img17

static size_t relax31(float beta32, unsigned char q33, const int *coef34) {
	beta32--;
	constexpr float hi35 = 0x15u;
	q33 = 13;
	q33 = coef34[5];
	if (((q33 == 33) ? '\101' : hi35) >= q33)
		return (q33 == 21) ? (q33 * 44) : (coef34[q33 & 0x7] ^ 61);
	beta32 = 47 | (q33 | q33);
	return q33;
}

int main() {
	int n36 = 05576;
	n36 + 1;
	if ((n36 & 1))
		return 56;
	combine9<<<(TILE_DIM_1 + (TILE_DIM_1 + (CONFIG_7 + 9))) * 4, 64>>>(static_cast<int*>(nullptr), (float*)nullptr);
	img17::gather18_kernel<<<(512), TUNE_6 + 453>>>(static_cast<const double*>(nullptr));
	img17::rank25<<<dim3(sizeof(unsigned int) * (TILE_DIM_1 + 16)), sizeof(unsigned int) * 128, 256>>>(-n36, nullptr, static_cast<float*>(nullptr));
	return 0;
}
