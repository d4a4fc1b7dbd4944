// cudagen 0.2 seed 490 valid headers
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,main,device_array,constant_array,managed_var,shared_var,static_shared,extern_shared,constexpr_var,ternary,bitwise,comparison,incdec,address_of,lit_int_suffix,sizeof,alignof,macro_paste,pp_ifdef,memory_spaces
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 10
#else
#define TUNE_3 36
#endif
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

static __global__ void pack5_kernel(int len6, int stride7) {
	unsigned int lim8 = stride7 % (CAT_1(len, 6) + stride7 + (CAT_1(stride, 7) + len6));
	lim8 = (((CAT_1(stride, 7) ^ len6) * (len6 + lim8)) > (24 * lim8)) ? ((len6 - 9) & (lim8 - TUNE_3)) : alignof(double);
}
__device__ int devTable9[4];
__constant__ float coeffs10[4] = {4.5f, 9.5f, 8.5f, 5.5f};
__managed__ int managedTotal11;
__global__ void everySpace12(int *out) {
	__shared__ int tile[32];
	static __shared__ float extra[8];
	extern __shared__ float dynamicTile[];
	const int i = static_cast<int>(threadIdx.x);
	tile[i & 31] = devTable9[i & 3] + managedTotal11;
	extra[i & 7] = coeffs10[i & 3];
	dynamicTile[i] = extra[i & 7];
	out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}

int main() {
	int size13 = 2864;
	unsigned flag14 = managedTotal11;
	pack5_kernel<<<(size13 + 63) / 64, 512, 0, nullptr>>>(managedTotal11 * (13LL + managedTotal11), ((size13 + managedTotal11) < 5) ? CAT_1(flag, 14) : flag14);
	--flag14;
	size13 = (-0) % managedTotal11;
	everySpace12<<<TUNE_3 + 220, dim3(256, 1, (size13 + 255) / 256), sizeof(float) * 64>>>(&size13);
	return 0;
}
