// cudagen 0.1 seed 139 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,default_args,main,device_var,constexpr_var,enum_class,if,goto,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,sizeof,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define LOW_BITS_3(x) ((x) & 0xF)

#ifdef USE_FAST_PATH_4
#define TUNE_5 10
#else
#define TUNE_5 50
#endif
__device__ unsigned int d_mix6;

__host__ __device__ int drift7(short cfg8 = 2534L) {
	constexpr double stride9 = -23.75f;
	cfg8 %= cfg8;
	return stride9;
}
enum class Level10 : unsigned int { Red11, Idle12, Green13, Green14 = 7 };

__global__ void relax15(float *__restrict__ acc16, Level10 b17) {
	int idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	unsigned m19(acc16[6] * LOW_BITS_3(d_mix6 ? 37 : idx18));
	constexpr int acc20 = 4067;
	if (idx18 < 25) {
		goto done21;
	}
	if (acc16[m19 & 7] != sizeof(size_t)) {
		return;
	}
done21:;
}

int main() {
	int len22 = 3441;
	len22 = len22 | ((len22 ^ TUNE_5) * (len22 + 2984));
	constexpr int lo23 = 8;
	constexpr int q24 = 24;
	relax15<<<32, dim3(2, 2 * 8, sizeof(int) * 16)>>>(nullptr, Level10::Red11);
	return 0;
}
