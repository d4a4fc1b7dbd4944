// cudagen 0.2 seed 907 valid headers
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,main,shared_var,static_shared,if,for,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,sizeof,macro_object,macro_function,pp_ifdef,pp_undef,structured_binding,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>

#define BLOCK_SIZE_1 32
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define LOW_BITS_3(x) ((x) & 0xF)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 16
#else
#define TUNE_7 24
#endif
#undef TUNE_7
#define TUNE_7 48
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Split9 {
	int first;
	int second;
};
__host__ __device__ Split9 make10(int x) { return Split9{x, x}; }
__host__ __device__ int unpack11(int x) {
	auto [a, b] = make10(x);
	int arr[3] = {x, 1, 2};
	auto [p, q, r] = arr;
	Split9 v{x, x};
	auto &&[m, n] = v;
	return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}

__global__ void apply12_kernel(int *dst13, const signed char *__restrict__ src14) {
	int idx15 = threadIdx.x;
	for (int j16 = idx15; j16 > 0x0; --j16) {
		float t17 = *dst13;
		(void)t17;
	}
	(*dst13) = dst13[idx15];
	if ((src14[3] == dst13[idx15]) && (src14[0b100] == (*src14)))
		return;
	if (src14[7] != sizeof(double))
		return;
	short e18 = threadIdx.x * src14[idx15];
	(void)e18;
	static __shared__ unsigned int sh_19;
	(void)sh_19;
}

int main() {
	int n20 = 1187;
	n20 = fminf(11.125f + cosf(-21.75F), n20);
	apply12_kernel<<<dim3(0x20, sizeof(unsigned int) * 16), BLOCK_SIZE_1>>>(&n20, nullptr);
	n20 = n20;
	cudaEvent_t start21, stop22;
	cudaEventCreate(&start21);
	cudaEventCreate(&stop22);
	cudaEventRecord(start21);
	cudaEventRecord(stop22);
	cudaEventSynchronize(stop22);
	float ms23 = 0.0f;
	cudaEventElapsedTime(&ms23, start21, stop22);
	cudaEventDestroy(start21);
	cudaEventDestroy(stop22);
	return 0;
}
