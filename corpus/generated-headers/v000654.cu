// cudagen 0.2 seed 654 valid headers
// features: kernel,launch,launch_dim3,device_function,main,constexpr_var,local_array,auto_var,if,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_suffix,lit_float,cast_functional,cast_static,macro_paste,pp_ifdef,comments,runtime_api,hdr_cstdio
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <cstdio>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 16
#else
#define TUNE_5 41
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
/* Layout: row-major, no padding. */

__device__ void probe7(const long long *src8) {
	if (src8[2] ^ src8[7]) {
		return;
	}
	if ((*src8) > 10) {
		return;
	}
	printf("value %d\n", static_cast<int>(51));
}

__global__ void drift9_kernel(long long p10) {
	auto y11 = 56;
	(void)y11;
	float tmp12[2] = {5.0f, 5.5f};
	(void)tmp12;
	p10 -= 18ULL;
	constexpr float k13 = 38L;
	(void)k13;
	auto diff14 = float(p10);
	(void)diff14;
}

int main() {
	int count15 = 379;
	dim3 w16 = dim3((2), (count15 + 255) / 256, 2);
	(void)w16;
	drift9_kernel<<<2, 8 * 8>>>(46);
	int lim17 = 55lu;
	(void)lim17;
	cudaEvent_t start18, stop19;
	cudaEventCreate(&start18);
	cudaEventCreate(&stop19);
	cudaEventRecord(start18);
	cudaEventRecord(stop19);
	cudaEventSynchronize(stop19);
	float ms20 = 0.0f;
	cudaEventElapsedTime(&ms20, start18, stop19);
	cudaEventDestroy(start18);
	cudaEventDestroy(stop19);
	if (static_cast<unsigned int>(ms20) > CAT_3(count, 15)) {
		return -41;
	}
	return 0;
}
