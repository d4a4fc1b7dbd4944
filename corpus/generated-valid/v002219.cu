// cudagen 0.1 seed 2219 valid
// features: kernel,restrict_params,launch,builtin_vars,grid_stride_loop,device_function,device_forceinline,main,shared_var,extern_shared,constexpr_var,const_local,if,for,pragma_unroll,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_reinterpret,macro_object,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 128
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifndef USE_FAST_PATH_7
#define TUNE_8 11
#else
#define TUNE_8 40
#endif

__device__ int norm9(int stride10, int stride11, unsigned short alpha12) {
	alpha12 = CAT_6(stride, 10);
	#pragma unroll
	for (int i13 = 0b0; i13 < 11; i13++) {
		stride10 = MAX2_2(alpha12, i13);
		alpha12 ^= stride11 * (alpha12 * stride10);
	}
	stride11 &= '0' * stride10;
	return ('"' | (stride11 * 47)) * ((0b10 - alpha12) + alpha12);
}

__device__ __forceinline__ int pivot14(long* __restrict__ data15, int stride16, int* __restrict__ acc17) {
	if (stride16) {
		#pragma unroll 2
		for (int it18 = 0; it18 < (8 * 2); ++it18) {
			if ((stride16 - acc17[1]) != MAX2_3(data15[stride16] | 4477L, stride16)) {
				acc17[2] = 22;
			}
			constexpr double s19 = 3.375;
		}
		const double base20 = 15.75 + ((acc17[7] - 52) + (*data15));
	}
	return stride16;
}

__global__ void pivot21(long* __restrict__ buf22, const unsigned long long* __restrict__ src23, unsigned char b24, double* data25) {
	extern __shared__ int dyn_26[];
	unsigned int gid27 = threadIdx.x;
	double f28 = threadIdx.x;
	(*buf22) = dyn_26[gridDim.y];
	#pragma unroll
	for (int i29 = (blockIdx.x * blockDim.x) + threadIdx.x; i29 < 9; i29 += blockDim.x * gridDim.x) {
		for (int n30 = i29; n30 > 0; --n30) {
			b24 &= buf22[threadIdx.x];
		}
		if ((*data25) != CAT_6(i, 29)) {
			break;
		}
	}
	float mid31 = 6l;
}

int main() {
	int size32 = 05635;
	float* mid33 = nullptr;
	unsigned int cnt34 = size32;
	pivot21<<<(size32 + 31) / 32, 32>>>(nullptr, (const unsigned long long*)nullptr, TUNE_8, reinterpret_cast<double*>(mid33));
	return 0;
}
