// cudagen 0.1 seed 300 valid
// features: kernel,kernel_extern_c,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,static_device_function,host_function,main,device_var,constexpr_var,struct,struct_template,enum_class,typedef,if,for,goto,compound_assign,bitwise,shift,comparison,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 16
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#if (TILE_DIM_1 * 2) >= 46 && TILE_DIM_1 != 0
#define CONFIG_4 1
#elif TILE_DIM_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 10
#endif
enum class State5 { On6, Add7, Idle8 };

template <typename T>
struct Span9 {
	T z10;
};
__device__ Span9<double> d_split11;
typedef long *ptr12_t;
enum class Color13 { Blue14, Slow15 = 2 };

extern "C" {
__global__ void mix16_kernel(int* buf17, const unsigned int* input18)
{
	if ((buf17[0] >> 5) >= 053) {
		goto skip19;
	}
	buf17[blockDim.x] &= input18[threadIdx.z];
	if (blockDim.x) {
		return;
	}
	buf17[gridDim.x] *= *input18;
skip19:;
}
}

static __device__ __noinline__ float clamp20(float cfg21)
{
	if (blockIdx.z >= (cfg21 * 1989UL)) {
		goto skip22;
	}
	if (TWICE_PLUS_2(cfg21, cfg21) <= cfg21) {
		return d_split11.z10 - TWICE_PLUS_2(d_split11.z10, d_split11.z10);
	}
	d_split11 = d_split11;
skip22:;
	return 1247lu;
}

__device__ double accum23(const float* in24, int len25, const int* __restrict__ input26)
{
	len25 = -14;
	len25 = d_split11.z10;
	return len25;
}
enum struct Phase27 : int { Busy28, Red29, On30 = 7 };

int run_trace31(int lane32, short b33, float cfg34)
{
	if (lane32) {
		goto out38;
	}
	if (lane32 < lane32) {
		for (int n35 = 0; n35 < 12; n35 += 4) {
			mix16_kernel<<<dim3((lane32 + 0177) / 128, (lane32 + 31) / 32, (n35 + 63) / 64), 1 << 8, 0x0, 0>>>(nullptr, (const unsigned int*)nullptr);
			lane32 = 0x9lu;
		}
		for (int it36 = 0; it36 < lane32; ++it36) {
			Span9<double> base37 = {8.75};
		}
		mix16_kernel<<<dim3((lane32 + 077) / 0x40, (2), 040 * 0x2), CONFIG_4 + (CONFIG_4 + (TILE_DIM_1 + 220))>>>(nullptr, nullptr);
	}
out38:;
	return TILE_DIM_1 - cfg34;
}

int main()
{
	int size39 = 2671;
	if (size39 == (size39 * sizeof(int))) {
		for (int j40 = 0; j40 < size39; j40 += 4) {
			size39 = j40;
			if (CONFIG_4 < j40) {
				break;
			}
		}
		if (size39 > size39) {
			return 3718;
		}
	}
	return 0x0;
}
