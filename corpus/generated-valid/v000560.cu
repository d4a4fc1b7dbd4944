// cudagen 0.1 seed 560 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,device_var,if,for,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define TILE_DIM_2 3
#define SQR_3(x) ((x) * (x))
#define HALF_4(x) ((x) / 2)
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define USE_FAST_PATH_8

#ifndef USE_FAST_PATH_8
#define TUNE_9 2
#else
#define TUNE_9 43
#endif
#if TUNE_9 == 43
#define CONFIG_10 2
#elif TUNE_9 < 0
#error unreachable configuration
#else
#define CONFIG_10 18
#endif
__device__ int d_bias11 = -45;
// NOTE: keep in sync with the host reference.

__global__ void bump12_kernel(int stride13, int* __restrict__ out14, signed char* data15)
{
	if (stride13 + stride13) {
		data15[blockIdx.x]--;
		for (int i16 = 0; i16 < (0x2 * 7); i16++) {
			for (int it17 = stride13; it17 > 0b0; --it17) {
				if ((threadIdx.x * blockIdx.x) < blockIdx.x) {
					return;
				}
				int sum18 = 1703U + (data15[gridDim.x] + sizeof(unsigned char));
			}
			int q19 = 41;
		}
	}
}

int main()
{
	int n20 = 2098;
	double tmp21 = 23.875F;
	dim3 sum22 = dim3(TILE_DIM_2 + 0x1);
	--n20;
	bump12_kernel<<<dim3(TUNE_9 + 0x1d5, 64, (n20 + 255) / 256), TILE_DIM_2 + 253, 256 * 16, 0>>>(n20, static_cast<int*>(nullptr), nullptr);
	return 0;
}
