// cudagen 0.1 seed 207 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,main,shared_var,constexpr_var,local_array,if,for,while,ternary,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_const,macro_object,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 4
#define NUM_ITERS_2 64
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define LOW_BITS_4(x) ((x) & 0xF)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 5
#else
#define TUNE_8 40
#endif

#if (TUNE_8 * 2) >= 16 && TUNE_8 != 0
#define CONFIG_9 6
#else
#define CONFIG_9 20
#endif
// Helper used by the kernels below.

__global__ void bias10_kernel(int count11, float q12, int *data13) {
	unsigned int i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
	data13[gridDim.z]++;
	__shared__ short sh_15[8];
}

static __global__ void smooth16_kernel(float *dst17, const short *__restrict__ input18, bool p19) {
	long long u20((blockIdx.x - p19) % (((blockIdx.z / blockDim.x) <= 0b10001l) ? input18[threadIdx.y] : (input18[blockIdx.x])));
	for (int n21 = 0; n21 < 0x3; n21++) {
		for (int n22 = (blockIdx.x * blockDim.x) + threadIdx.x; n22 < 5; n22 += blockDim.x * gridDim.x) {
			p19 = (p19 & 1);
			__shared__ unsigned int sh_23[8];
		}
		++u20;
	}
}

static __global__ void trace24(long long alpha25) {
	int idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if ((idx26 & 1)) {
		++alpha25;
		if (threadIdx.x == (alpha25 + idx26)) {
			int iter27 = 0;
			while (iter27 < iter27) {
				unsigned m28[4] = {};
				m28[0x0] = 45;
				++iter27;
			}
		}
	}
}

float check_clamp29(const float *__restrict__ src30, unsigned q31, const double *coef32) {
	smooth16_kernel<<<256 * 2, (RADIUS_1 + 0xFC), 0x10 * 16, 0>>>(const_cast<float*>(src30), nullptr, q31);
	unsigned int hi33[3] = {};
	return -2.375f;
}

int main() {
	int n34 = 05157;
	n34 = ((TUNE_8 * n34) & 29ul) * n34;
	n34++;
	n34 = check_clamp29(nullptr, LOW_BITS_4(n34), nullptr);
	float *stride35 = nullptr;
	const unsigned long *h36 = nullptr;
	bias10_kernel<<<(n34 + 255) / 256, 0x40, 0>>>(check_clamp29(stride35, TWICE_PLUS_3(n34, 0x2eu), nullptr), check_clamp29(stride35, CONFIG_9 / stride35[0x7], nullptr), (int*)nullptr);
	trace24<<<CONFIG_9 + (RADIUS_1 + 8), 256>>>(RADIUS_1);
	return 0x0;
}
