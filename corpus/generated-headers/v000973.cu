// cudagen 0.2 seed 973 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,main,constexpr_var,local_array,if,while,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,cast_c,cast_static,macro_object,macro_function,pp_ifdef,pp_undef,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>

#define CHUNK_1 3
#define CHUNK_2 64
#define SQR_3(x) ((x) * (x))
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#ifndef USE_FAST_PATH_5
#define TUNE_6 10
#else
#define TUNE_6 37
#endif
#undef TUNE_6
#define TUNE_6 48
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__global__ void norm8(unsigned int q9)
{
	q9 = fmaxf(CHUNK_2, ADD3_4(q9, 0b101101, q9)) + q9;
	int f10 = (0xFL) - (q9 * (q9 * q9));
	int iter11 = 0;
	while (iter11 < 5) {
		double lo12 = ((9.375f * q9) / (54l * f10)) - (-iter11);
		q9 = SQR_3(f10 + (37 * q9));
		float lo13[(CHUNK_1 + 0x1)]{10, 9.0f, 0xd07, static_cast<float>(lo12)};
		(void)lo13;
		++iter11;
	}
}
int main()
{
	int len14 = 4080;
	cudaStream_t acc15 = nullptr;
	(void)acc15;
	if (len14)
		return 43;
	dim3 prod16(CHUNK_1 + 1);
	float w17 = ADD3_4((int)(len14), -len14, fabsf(len14) + expf(len14));
	(void)w17;
	norm8<<<(len14 + 0x3F) / 64, prod16, CHUNK_2 + (TUNE_6 + 912)>>>(18u);
	return 0;
}
