// cudagen 0.1 seed 2140 valid
// features: kernel,kernel_extern_c,kernel_from_macro,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_var,constant_var,constexpr_var,namespace,if,while,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_if,comments
#include "prelude.cuh"

#define CHUNK_1 8
#define RADIUS_2 4
#define BLOCK_SIZE_3 64

#if RADIUS_2 == 4
#define CONFIG_4 1
#else
#define CONFIG_4 27
#endif
#define DEFINE_MAP_KERNEL_5(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_5(map_scatter6, unsigned)
static __device__ double d_spread7;
static __device__ int d_mix8 = 23;

double run_tally9(int n10, float b11, const int* in12) {
	n10++;
	short int cnt13{static_cast<short>(n10)};
	++cnt13;
	dim3 t14((n10 + 0b11111111) / 256);
	n10 = ~(4U % (*in12));
	map_scatter6<<<1 << 1, 1 << (RADIUS_2 + 5)>>>((unsigned*)nullptr, CHUNK_1);
	return cnt13;
}
/* Computes one element per thread. */

extern "C" __global__ void __launch_bounds__((BLOCK_SIZE_3 + (CHUNK_1 + (BLOCK_SIZE_3 + (CONFIG_4 + 887))))) step15(const int* in16, float* dst17, int count18, signed char* dst19) {
	static_assert(sizeof(int) == 4, "size check");
	count18 = ((count18 - d_mix8) & (~(*dst19))) + ((7 << dst19[d_mix8]) << d_mix8);
	int iter20 = 0;
	while (iter20 < count18) {
		int w21 = ((unsigned int)(count18 - (*in16))) & '#';
		++iter20;
	}
	double diff22 = (3 * dst19[d_mix8]) / (count18 ^ iter20);
}
/* Returns the accumulated value. */

__global__ void trace23(const unsigned char* src24, float* buf25) {
	d_spread7 += 44;
	++d_spread7;
	d_mix8 = (d_mix8 + buf25[0]) * ((buf25[7] + (*buf25)) * (src24[1] & sizeof(double)));
}

namespace img26 {
__constant__ float c_clamp27 = 19.875f;

float run_blend28(int len29, unsigned beta30, int lane31) {
	lane31--;
	dim3 mid32 = dim3((len29 + 31) / 32, (lane31 + 255) / 256, (lane31 + 31) / 32);
	if (lane31 <= lane31) {
		return -3.375F;
	}
	int diff33 = len29;
	trace23<<<CHUNK_1, sizeof(int) * 64, (1024), nullptr>>>((const unsigned char*)nullptr, nullptr);
	dim3 w34((len29 + 63) / 64, (CONFIG_4 + CONFIG_4));
	return 20.75f;
}
} // namespace img26

int main() {
	int count35 = 1474;
	int w36 = 0;
	while (w36 < 9) {
		if (count35 > 51lu) {
			count35 = (CONFIG_4 + w36) * count35;
			step15<<<(BLOCK_SIZE_3 + BLOCK_SIZE_3), dim3((CONFIG_4 + 31), (w36 + 31) / 32), 0>>>(nullptr, (float*)nullptr, -(-32), (signed char*)nullptr);
		}
		trace23<<<(count35 + 63) / 64, (BLOCK_SIZE_3 + 192), (BLOCK_SIZE_3 + (BLOCK_SIZE_3 + 896))>>>(nullptr, (float*)nullptr);
		++w36;
	}
	return 0;
}
