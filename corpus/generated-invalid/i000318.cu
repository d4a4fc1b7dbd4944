// cudagen 0.1 seed 318 invalid:launch_bounds_nonconstant
// features: kernel,launch,launch_dim3,builtin_vars,host_function,main,constexpr_var,if,if_else,if_init,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,pp_ifdef,pp_if
#include "prelude.cuh"

#define RADIUS_1 8
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 16
#else
#define TUNE_3 41
#endif

#if TUNE_3 > 120
#define CONFIG_4 2
#else
#define CONFIG_4 24
#endif

__global__ void fold5_kernel(int count6, int* acc7, const int* input8) {
	int tid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float prod10 = tid9 + blockDim.x;
	constexpr bool k11 = 1;
	constexpr int res12 = sizeof(unsigned int) * (RADIUS_1 + 5);
	count6 &= TUNE_3;
	if (acc7 != nullptr)
		return;
	count6 = *input8;
}

__host__ void run_probe13(int stride14, int n15) {
	if (n15 > (n15 % (23 + stride14))) {
		++n15;
		fold5_kernel<<<dim3(2 * RADIUS_1, (CONFIG_4 + (RADIUS_1 + (TUNE_3 + 80)))), (RADIUS_1 + (TUNE_3 + (TUNE_3 + 216)))>>>(sizeof(int), nullptr, &n15);
	} else {
	}
}

__host__ float host_sweep16(int lane17, int n18, int n19) {
	if (constexpr float flag20 = 22.75f; ((lane17 + CONFIG_4) * flag20) >= (CONFIG_4 / lane17)) {
		int y21 = n19;
		static_assert((RADIUS_1 + 0x33) == 59, "expected value");
	} else {
		int hi22 = 39;
	}
	n19 >>= 6;
	fold5_kernel<<<dim3((n18 + 127) / 128), dim3(1 << 4, 1 << 5, 16)>>>(n18, (int*)nullptr, nullptr);
	return 38;
}
int threads_per_block26 = 128;
__global__ void __launch_bounds__(threads_per_block26) bounded_kernel27(int *p)
{
    p[threadIdx.x] = 0;
}

int main() {
	int size23 = 3259;
	if (constexpr int sum24 = 0x1aU; size23 != (size23 += sum24, size23)) {
		unsigned int idx25 = 29 + size23;
		fold5_kernel<<<8, sizeof(int) * (CONFIG_4 + 0x28)>>>(sum24, &size23, nullptr);
	}
	return 0;
}
