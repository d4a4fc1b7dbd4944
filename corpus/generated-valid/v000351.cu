// cudagen 0.1 seed 351 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,builtin_vars,host_device_function,device_template_function,host_function,constexpr_function,main,device_var,constant_var,constexpr_var,auto_var,namespace,if,if_else,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define BLOCK_SIZE_1 3
#define HALF_2(x) ((x) / 2)
#define MOD8_3(x) ((x) % 8)
#define CAT_4(a, b) a##b

namespace math5 {
__constant__ float c_spread6 = 36ULL;

constexpr int host_reduce7(int count8, long a9) {
	a9 = sizeof(double);
	a9 = 29u * count8 * 3883 * (33UL + (CAT_4(count, 8) | count8));
	return count8;
}
__device__ bool d_drift10;
} // namespace math5

template <typename T>
__host__ __device__ float smooth11(T alpha12) {
	if ((alpha12 * alpha12) == (' ' + alpha12)) {
		alpha12 = ((3.25 * alpha12) - (alpha12 - alpha12));
		auto hi13 = 62U;
	} else {
		alpha12 = static_cast<T>(alpha12 + alpha12) - (4888l + alpha12);
		alpha12 = 7;
	}
	return 38;
}

template <class T, int N>
__global__ void score14_kernel(T *data15, const double *src16, const T *src17) {
	int tid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	auto w19 = ((data15[tid18 & 7] + blockIdx.x) * static_cast<signed char>(18)) + 1.5f;
	T k20 = 17.125 * src17[gridDim.x] * (math5::d_drift10 + math5::d_drift10) * (.375 - gridDim.x);
	if (math5::d_drift10) {
		data15[tid18 & 7] = static_cast<T>(-(src16[gridDim.z & 7] * warpSize));
	} else if ((((*src16) - BLOCK_SIZE_1) + BLOCK_SIZE_1) >= static_cast<double>(.25)) {
		unsigned int k21 = ((threadIdx.y + math5::d_drift10) & (N)) - ((src16[tid18 & 7] / math5::c_spread6) * (blockDim.x * 23ul));
	} else {
	}
}

constexpr int host_sift22(int len23) {
	(--len23, (len23 = CAT_4(len, 23)));
	return -39;
}

int main() {
	int count24 = 1070;
	float mid25{static_cast<float>(17.625f)};
	score14_kernel<unsigned int, ((BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 0b1)))><<<dim3((BLOCK_SIZE_1 + 5), (count24 + 255) / 256), 32 * (BLOCK_SIZE_1 + 5)>>>((unsigned*)nullptr, nullptr, nullptr);
	return 0;
}
