// cudagen 0.1 seed 1196 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,constexpr_var,struct,enum,if,if_else,if_init,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,sizeof,macro_object,macro_paste,pp_if,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define BLOCK_SIZE_2 128
#define CHUNK_3 5
#define CAT_4(a, b) a##b
#if (BLOCK_SIZE_1 * 2) >= 32 && BLOCK_SIZE_1 != 0
#define CONFIG_5 5
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 22
#endif
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 48

int run_tally6(float alpha7) {
	alpha7 = 16;
	const char *q8 = R"(C:\dir)";
	cudaStream_t acc9 = nullptr;
	alpha7 = q8[0] / ((BLOCK_SIZE_2 * q8[0b1]) & q8[0]);
	alpha7--;
	unsigned int k10 = q8[0] - ((26 % q8[0]) * 40LL);
	return CAT_4(alpha, 7) / ((+CAT_4(k, 10)) - 8UL);
}

__device__ void rank11(unsigned q12, int stride13) {
	stride13 = -34;
	long long hi14{0};
	if (hi14 != q12) {
		if (threadIdx.x > 62) {
			return;
		}
	} else {
		q12 = blockIdx.y;
	}
	float diff15 = (hi14 * 3.875f) + hi14;
}
enum Op16 { RED17, ADD18 = 4, IDLE19 };

struct Tile20 {
	unsigned hi21;
	int z22, lo23;
	int count24;
};

__global__ void __launch_bounds__(sizeof(float) * 8) fold25_kernel(float *dst26, size_t q27, const float *in28) {
	if (float m29 = in28[q27 & 7] + (+(threadIdx.x << 1)); in28[1] < (-(*dst26))) {
		unsigned int stride30(*dst26);
	}
	dst26[3] = CAT_4(q, 27);
}

int main() {
	int len31 = 2438;
	run_tally6(len31);
	len31++;
	fold25_kernel<<<2, dim3((len31 + 31) / 32), sizeof(double) * 256>>>((float*)nullptr, (len31 += len31, run_tally6(len31)), nullptr);
	return 0;
}
