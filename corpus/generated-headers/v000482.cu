// cudagen 0.2 seed 482 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,local_array,if,ternary,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,sizeof,macro_object,macro_statement,pp_ifdef,conversion_operator,hdr_vector,hdr_cmath,hdr_cuda_fp16
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cuda_fp16.h>

#define NUM_ITERS_1 64
#define RADIUS_2 8
#define WARPS_3 256
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 8
#else
#define TUNE_6 22
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Celsius8 {
	float v;
	__host__ __device__ operator float() const { return v; }
	__host__ __device__ explicit operator bool() const { return v > 0; }
};
__host__ __device__ float convert9(float x) {
	Celsius8 m{x};
	float plain = m;
	return plain + (m ? 1 : 0);
}

__global__ void bump10_kernel(int stride11) {
	unsigned gid12 = threadIdx.x;
	if (gid12 >= stride11) {
		return;
	}
	__half h13 = __float2half(static_cast<float>(stride11));
	float z14 = __half2float(__hmul(h13, h13));
	if (gid12 <= (stride11 + 5ULL)) {
		z14 = (stride11 / blockDim.z) + (0x4 - (blockIdx.x + warpSize));
	}
	fmaxf(707, z14);
	float off15 = expf(floorf((z14)));
	(void)off15;
}

int main() {
	int count16 = 1522;
	bump10_kernel<<<128, dim3((2), (count16 + 0x3F) / 64, sizeof(float)), 512 * RADIUS_2, 0>>>(4 / ceilf(count16));
	bump10_kernel<<<(count16 + 63) / 64, 128, sizeof(double) * 256, nullptr>>>((count16 ? sizeof(int) : count16) / WARPS_3);
	long z17[8] = {};
	std::vector<int> vec18(static_cast<size_t>(count16) % 64 + 1);
	vec18.push_back(static_cast<int>(1));
	vec18[0] = static_cast<int>(count16);
	int *ptr19 = vec18.data();
	int count20 = static_cast<int>(vec18.size());
	(void)count20;
	(*ptr19) = fminf(-17.75f, 3UL % z17[0b111]);
	return 0;
}
