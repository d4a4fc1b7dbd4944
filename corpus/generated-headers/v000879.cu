// cudagen 0.2 seed 879 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,main,constexpr_var,if,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_nullptr,cast_static,macro_object,macro_statement,pp_ifdef,if_constexpr,constexpr_loop
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <numeric>
#include <cstdio>
#include <utility>

#define WARPS_1 16
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 26
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__host__ __device__ constexpr int powSum7(int n) {
	int s = 0;
	for (int i = 0; i < n; ++i) {
		for (int j = 0; j <= i; ++j) {
			s += 4;
		}
	}
	return s;
}
constexpr int kSteps8 = powSum7(2);
static_assert(powSum7(2) == 12, "a constexpr loop");

static __global__ void merge9(int *out10, float p11, const int *__restrict__ input12, float *acc13) {
	if ((+(acc13[3] * 34u)) != (kSteps8 % out10[4])) {
		if constexpr (sizeof(void *) == 4) {
			++(*out10);
		} else {
		}
	}
}

int main() {
	int n14 = 1244;
	merge9<<<dim3(TUNE_5 + (WARPS_1 + (TUNE_5 + (TUNE_5 + 1))), 8, 1 << TUNE_5), (64)>>>(static_cast<int*>(nullptr), n14, &n14, static_cast<float*>(nullptr));
	if (((n14 - n14) & 1)) {
		return (n14 * TUNE_5);
	}
	return 0;
}
