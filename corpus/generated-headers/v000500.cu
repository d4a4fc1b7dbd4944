// cudagen 0.2 seed 500 valid headers
// features: launch_bounds,launch,launch_shared_mem,main,constexpr_var,bitwise,address_of,call,lit_int_binary,lit_float,cast_functional,sizeof,macro_function,pp_ifdef,pp_if,nttp_integral,cluster_dims,hdr_cmath
// nvcc: -std=c++20 -arch=sm_90
#include <cuda_runtime.h>
#include <array>
#include <type_traits>
#include <cuda_fp16.h>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))

#ifndef USE_FAST_PATH_2
#define TUNE_3 1
#else
#define TUNE_3 56
#endif
#if TUNE_3 > 56
#define CONFIG_4 3
#elif TUNE_3 < 0
#error unreachable configuration
#else
#define CONFIG_4 32
#endif
template <typename T, long N>
struct Fixed5 {
	T data[N];
	__host__ __device__ T sum() const {
		T s = T();
		for (long i = 0; i < N; ++i) {
			s += data[i];
		}
		return s;
	}
};
template <int K, typename T> __host__ __device__ T scaleBy6(T v) { return v * static_cast<T>(K); }
template <bool Neg> __host__ __device__ int flip7(int v) { return Neg ? -v : v; }
template <char C, long long L = 4LL> __host__ __device__ int charTag8() { return static_cast<int>(C) + static_cast<int>(L); }
__host__ __device__ int fixed9(int x) {
	Fixed5<int, 5l> a{};
	a.data[0] = x;
	return a.sum() + scaleBy6<2>(x) + static_cast<int>(flip7<true>(x) + charTag8<'#'>());
}
__global__ void __cluster_dims__(1, 2, 1) __launch_bounds__(256) clustered10(int *out, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		out[i] = i + static_cast<int>(blockIdx.y);
	}
}

int main() {
	int n11 = 3042;
	fminf(9.5f, n11);
	float r12 = fixed9(expf(n11 | n11));
	constexpr int k13 = 39;
	(void)k13;
	clustered10<<<16, sizeof(int) * (TUNE_3 + 0b1111111), 4096>>>(&n11, double(r12));
	return 0;
}
