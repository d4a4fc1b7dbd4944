// cudagen 0.2 seed 774 valid headers
// features: launch,launch_dim3,launch_shared_mem,main,for,bitwise,lit_int_octal,lit_nullptr,cast_c,sizeof,macro_object,pp_ifdef,pp_undef,cluster_dims,runtime_api
// nvcc: --extended-lambda -arch=sm_90
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <tuple>

#define CHUNK_1 16
#define TILE_DIM_2 256
#define NUM_ITERS_3 128
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#ifndef USE_FAST_PATH_6
#define TUNE_7 3
#else
#define TUNE_7 57
#endif
#undef TILE_DIM_2
#define TILE_DIM_2 12
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__global__ void __cluster_dims__(1, 2, 1) clustered9(int *out, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		out[i] = i + static_cast<int>(blockIdx.y);
	}
}
int main(void)
{
	int size10 = 644;
	bool acc11 = (size10 - 1) + 0 + size10;
	(void)acc11;
	for (int n12 = 0; n12 < size10; ++n12) {
		dim3 sum13((size10 + 31) / 040, (256), (size10 + 31) / 32);
		(void)sum13;
	}
	cudaEvent_t start14, stop15;
	cudaEventCreate(&start14);
	cudaEventCreate(&stop15);
	cudaEventRecord(start14);
	cudaEventRecord(stop15);
	cudaEventSynchronize(stop15);
	float ms16 = 0.0f;
	cudaEventElapsedTime(&ms16, start14, stop15);
	cudaEventDestroy(start14);
	cudaEventDestroy(stop15);
	clustered9<<<(size10 + 127) / 128, sizeof(int) * (TILE_DIM_2 + (TILE_DIM_2 + 104)), sizeof(float) * 64>>>((int*)nullptr, 3 - (size10 | sizeof(long long)));
	return 0;
}
