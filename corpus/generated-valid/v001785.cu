// cudagen 0.1 seed 1785 valid
// features: kernel,kernel_extern_c,restrict_params,launch,launch_dim3,builtin_vars,device_function,host_function,constexpr_function,main,device_var,shared_var,extern_shared,constexpr_var,if,switch,ternary,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define SQR_2(x) ((x) * (x))
// Computes one element per thread.

inline __device__ int bias3(int n4, short q5, const float *src6) {
	if (!src6) {
		return (*src6) / 17;
	}
	n4 = n4;
	return ((q5 & n4) + (*src6)) * n4;
}

extern "C" __global__ void kick7(long q8, short int q9, int len10) {
	q9 = SQR_2((q9 - static_cast<double>(11.125f)));
	q8 = bias3((-q8) - (0b11010 - q8), bias3(q8 & 8, NUM_ITERS_1, nullptr), nullptr);
}

__global__ void tally11_kernel(char alpha12, int *__restrict__ out13, double b14) {
	float hi15 = out13[alpha12];
	if (alpha12 < bias3(9, threadIdx.z, (const float*)nullptr)) {
		return;
	}
	if (bias3(blockDim.x + hi15, (blockIdx.y != (*out13)) ? 14 : alpha12, nullptr) > bias3(1ul, 34, nullptr)) {
		out13[7] = bias3(hi15 + NUM_ITERS_1, (out13[blockIdx.y] += b14, out13[blockDim.x]) | 24, nullptr);
		switch (alpha12) {
		case (6):
			break;
		default:
			alpha12 = alpha12 * b14;
			break;
		}
	}
	b14 = NUM_ITERS_1 + (b14 * (NUM_ITERS_1 + alpha12));
}
// Helper used by the kernels below.

constexpr __host__ int run_bias16(int len17, int stride18) {
	return len17 * (34ul * stride18);
}
__device__ unsigned d_spread19 = 'z';

__global__ void count20(float *__restrict__ out21, const float *coef22, float *acc23) {
	extern __shared__ int dyn_24[];
	int i25 = (blockIdx.x * blockDim.x) + threadIdx.x;
	out21[6] = (52U + (i25 | i25)) << i25;
	if ((((blockIdx.y >= dyn_24[gridDim.z]) && ((*out21) > 'a')) ? (dyn_24[i25 & 7] + d_spread19) : (d_spread19 | d_spread19)) >= (dyn_24[i25] * dyn_24[d_spread19])) {
		constexpr char m26 = ((NUM_ITERS_1 + (NUM_ITERS_1 + 5)) * 5);
		d_spread19 = bias3(-4, 4 - d_spread19, out21);
	}
	double u27 = bias3((i25 == 0b11010ll) ? (blockDim.x + gridDim.x) : bias3(40l, 31, coef22), 1809, static_cast<const float*>(nullptr));
}

int main() {
	int len28 = 2451;
	len28 = len28;
	len28 = (run_bias16(len28, 13ul) >> 2) / ((28));
	kick7<<<1, (NUM_ITERS_1 + 29)>>>((sizeof(unsigned int) % len28) - ((len28 != len28) ? len28 : len28), SQR_2(run_bias16(len28, len28)), NUM_ITERS_1);
	tally11_kernel<<<1, dim3(1 << 2, sizeof(unsigned int) * (NUM_ITERS_1 + 1), 1)>>>((len28 ^ 45ul) & (NUM_ITERS_1 << len28), nullptr, ((len28 & 0b1) && (len28 < len28)) ? len28 : (63 * len28));
	count20<<<sizeof(float) * (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + 1))))), (64)>>>(nullptr, (const float*)nullptr, static_cast<float*>(nullptr));
	return 0;
}
