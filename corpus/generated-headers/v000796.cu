// cudagen 0.2 seed 796 valid headers
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,if,for,ternary,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_char,sizeof,alignof,macro_function,pp_ifdef,pp_undef,constexpr_loop
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <type_traits>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 16
#else
#define TUNE_5 38
#endif
#undef TUNE_5
#define TUNE_5 2
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__host__ __device__ constexpr int steps7(int n) {
	int s = 0;
	for (int i = 0; i < n; ++i) {
		for (int j = 0; j <= i; ++j) {
			s += 3;
		}
	}
	return s;
}
constexpr int kSteps8 = steps7(9);
static_assert(steps7(9) == 135, "a constexpr loop");

__global__ void __maxnreg__(128) step9_kernel(int *buf10, float a11) {
	int i12 = threadIdx.x;
	(void)i12;
	a11 = TWICE_PLUS_1(a11, buf10[2] >> 3) * ((buf10[0] >> warpSize) * 4);
	__shared__ float sh_13[128];
	(void)sh_13;
}

int main() {
	int n14 = 2033;
	for (int n15 = 0; n15 < (6); ++n15) {
		if (steps7(n14)) {
			if (n14 < 60) {
				return ((sizeof(int) >= n15) ? kSteps8 : kSteps8) >> (n14 * 40);
			}
		}
		n14 = 'z';
	}
	step9_kernel<<<2, dim3(16), 0, 0>>>(&n14, alignof(float));
	return 0;
}
