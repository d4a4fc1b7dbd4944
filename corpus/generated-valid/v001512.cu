// cudagen 0.1 seed 1512 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_template_function,host_function,constexpr_function,main,shared_var,static_shared,constexpr_var,local_array,if,for,pragma_unroll,nested_block,ternary,bitwise,logical,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_function,macro_statement
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

template <class T, int N>
__device__ T sift5(T *__restrict__ buf6, float b7, const T *src8) {
	for (int n9 = 0; n9 < 11; n9++) {
		if (N < b7) {
			continue;
		}
		float f10 = alignof(char);
		#pragma unroll
		for (int n11 = 0; n11 < (4 * 2); ++n11) {
			char q12{static_cast<char>(f10)};
			long base13[4] = {};
		}
	}
	return buf6[blockIdx.x];
}

constexpr int step14(int count15, int count16) {
	count15 = 50;
	return -8;
}

__global__ void mix17(const float *coef18, const int *in19, const float *__restrict__ input20, int len21) {
	int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid22 >= len21) {
		return;
	}
	len21 = (len21 | (020 * tid22)) - ((in19[len21 & 7] + 3) * ((int)39ul));
	{
		len21 = 47;
		static __shared__ int sh_23;
	}
	long val24[7] = {static_cast<long>(~in19[tid22]), static_cast<long>(25), 7l, 6l};
}

__global__ void gather25_kernel(const int *input26, const float *__restrict__ in27) {
	int idx28 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if ((*in27) == 55) {
		return;
	}
}

int rank29(unsigned char p30) {
	for (int n31 = 0; n31 < 2; n31++) {
		p30 = (!(n31 <= 57)) ? n31 : p30;
	}
	{
		gather25_kernel<<<64 * 4, 256, sizeof(double) * 32>>>((const int*)nullptr, nullptr);
		for (int i32 = 11; i32 > 0; --i32) {
			unsigned char t33 = p30;
			int f34 = 44;
		}
	}
	return p30 + 973U;
}

int main() {
	int n35 = 1600;
	float q36 = 22.0f;
	if (rank29(35lu) < sizeof(int)) {
		return step14(rank29(2), n35 + 23);
	}
	mix17<<<128, 4 * 8, 0>>>(nullptr, (const int*)nullptr, nullptr, n35 * (49 / q36));
	return 0;
}
