// cudagen 0.2 seed 471 valid headers
// features: launch,main,shift,address_of,lit_int_hex,cast_static,sizeof,macro_paste,cluster_dims
// nvcc: -arch=sm_90
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cmath>
#include <type_traits>
#include <cuda_fp16.h>

#define CAT_1(a, b) a##b
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__global__ void __cluster_dims__(2) clustered3(int *out, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		out[i] = i + static_cast<int>(blockIdx.y);
	}
}
int main()
{
	int len4 = 0xFC7;
	double u5 = 0x923;
	clustered3<<<(len4 + 31) / 32, (512)>>>(&len4, static_cast<int>(sizeof(unsigned int)));
	u5 = len4;
	clustered3<<<1 << 0x4, 32 * 16>>>(&len4, 0x17 + len4 + u5);
	return 0x0;
}
