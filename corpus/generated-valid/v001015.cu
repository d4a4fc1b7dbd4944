// cudagen 0.1 seed 1015 valid
// features: kernel,kernel_extern_c,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,default_args,main,shared_var,extern_shared,constexpr_var,if,do_while,nested_block,static_assert,ternary,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 11
#else
#define TUNE_3 38
#endif

#if TUNE_3 == 11
#define CONFIG_4 2
#else
#define CONFIG_4 30
#endif

__global__ void filter5_kernel(const int *coef6, float *acc7, long long b8) {
	extern __shared__ double dyn_9[];
	dyn_9[b8] = dyn_9[2];
	{
		int w10 = 0;
		do {
			if ((dyn_9[w10] - 433) <= 22UL)
				continue;
			++w10;
		} while (w10 < (sizeof(int) * 3));
		int flag11 = dyn_9[b8] - 46;
	}
	dyn_9[b8] = b8 * ((b8 += dyn_9[0], b8) * 4328);
}

extern "C" {
inline __device__ float pivot19(unsigned int a20 = 0xc) {
	long prod21 = (a20 + a20) * (a20 * a20);
	int cnt22 = sizeof(float);
	int diff23 = 25lu;
	cnt22 = a20;
	return diff23;
}

__global__ void __launch_bounds__(0b100000 * (CONFIG_4 + CONFIG_4)) grow12_kernel(float *__restrict__ out13, int len14, double *data15, float *__restrict__ buf16) {
	extern __shared__ int dyn_17[];
	len14 = 26ul;
	if ((*out13) != 34)
		return;
	len14--;
	--out13[2];
	int acc18 = 62lu;
}
}
static_assert(53 > 52, "size check");

__global__ void mix24(const float *in25, const float *__restrict__ src26) {
	extern __shared__ unsigned int dyn_27[];
	dyn_27[5] = dyn_27[7] - 18;
	if ((dyn_27[0x4] * dyn_27[0x1]) == (CONFIG_4 + src26[4]))
		dyn_27[0x7] = ((3195lu - src26[0b1]) >= dyn_27[0x4]) ? ((*in25) - (0x6 * dyn_27[4])) : src26[4];
	int base28 = 0x12 * (((*src26) - 5) - dyn_27[0x7]);
	if (!in25)
		return;
}

int main() {
	int size29 = 0xbfa;
	size29 = size29;
	size29 = 64lu * ((size29 / 3708) + size29);
	filter5_kernel<<<(size29 + 0b11111111) / 0x100, 0x2 * 16, 0, nullptr>>>(nullptr, (float*)nullptr, 22);
	grow12_kernel<<<dim3(CONFIG_4 + 6, 0x8, (size29 + 31) / 32), dim3(16 * 0x4, 1), 0, nullptr>>>((float*)nullptr, 40lu, (double*)nullptr, nullptr);
	mix24<<<CONFIG_4 + (TUNE_3 + 243), 128, 0, (cudaStream_t)0>>>((const float*)nullptr, nullptr);
	return 0;
}
