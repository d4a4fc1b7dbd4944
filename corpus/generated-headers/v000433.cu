// cudagen 0.2 seed 433 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,main,constexpr_var,if,if_else,ternary,compound_assign,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,macro_object,macro_function,pp_ifdef,pp_undef,hdr_cstdio
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <type_traits>
#include <utility>

#define WARPS_1 32
#define WARPS_2 32
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#ifdef USE_FAST_PATH_7
#define TUNE_8 10
#else
#define TUNE_8 32
#endif
#undef WARPS_1
#define WARPS_1 48
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

__global__ void __launch_bounds__(64, 1) lerp10(unsigned short *out11, int *__restrict__ out12, float *__restrict__ dst13) {
	int tid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if ((+(out12[tid14] + WARPS_1)) != (0b11010ULL * blockDim.x)) {
		printf("value %d\n", static_cast<int>(tid14));
	} else if (warpSize == (8 - out11[gridDim.x])) {
		(*dst13) += threadIdx.x;
	}
}

int main() {
	int size15 = 2427;
	dim3 s16((1), 2 * 8, (size15 + 127) / 128);
	(void)s16;
	size15 -= ((size15 - size15) * ((size15 != size15) ? '\?' : size15)) - 20;
	lerp10<<<dim3(WARPS_1 + 80), 0b100000>>>(nullptr, nullptr, nullptr);
	return 0;
}
