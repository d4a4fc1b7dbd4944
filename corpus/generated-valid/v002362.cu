// cudagen 0.1 seed 2362 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,device_forceinline,static_device_function,host_function,main,constexpr_var,if,for,goto,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,cast_static,sizeof,macro_paste
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

int check_sweep4(int *__restrict__ buf5, const double *input6) {
	cudaStream_t base7 = nullptr;
	constexpr short m8 = 20;
	return m8;
}

int relax9(unsigned char beta10) {
	if ((beta10 * 63U) == beta10)
		return 60ull;
	if (12 <= beta10)
		return beta10 * ('a' - beta10);
	beta10 %= 9 * (beta10);
	bool hi11(beta10);
	if (hi11 > hi11)
		return 0x2B;
	return CAT_3(beta, 10);
}

static __device__ __forceinline__ void clamp12(int lane13) {
	for (int j14 = 6; j14 > 0; --j14) {
		int r15(sizeof(int));
		lane13 /= blockDim.y + 36;
	}
	if (lane13 < lane13) {
		goto done16;
	}
	lane13 >>= threadIdx.y;
	lane13 = static_cast<int>(gridDim.x);
	lane13 = CAT_3(lane, 13) - threadIdx.x;
done16:;
}

__global__ void drift17(int n18, int lane19, long a20, int count21) {
	for (int n22 = (blockIdx.x * blockDim.x) + threadIdx.x; n22 < lane19; n22 += blockDim.x * gridDim.x) {
		int x23 = (((-n18) << (8ul * CAT_3(n, 22))) != sizeof(int)) ? sizeof(int) : gridDim.x;
		float s24 = count21;
	}
	float res25 = count21;
	res25 = n18;
	constexpr int s26 = 60;
}

__device__ float trace27(int count28, int n29, size_t cfg30) {
	float tmp31 = (cfg30);
	if (blockIdx.x < tmp31)
		return 64L;
	int off32 = threadIdx.z;
	constexpr int lo33 = 0x1bL;
	cfg30 = cfg30;
	return n29;
}

void scatter34(int n35) {
	constexpr int hi36 = 0;
	n35 += n35;
	n35 <<= hi36;
}

int main() {
	int count37 = 1821;
	count37 |= (count37 >= 43) ? (51 + count37) : count37;
	dim3 k38 = dim3((count37 + 0x1f) / 32, 0b100);
	drift17<<<(count37 + 127) / 128, 0b1000000 * 0b1000, 0x1 << 10>>>(2, 55lu, count37, count37);
	return 0;
}
