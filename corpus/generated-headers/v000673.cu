// cudagen 0.2 seed 673 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,main,constant_array,shared_var,shared_2d,extern_shared,constexpr_var,namespace,nested_namespace,range_for,static_assert,compound_assign,bitwise,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,cast_static,macro_object,macro_statement,pp_undef
#include <cuda_runtime.h>
#include <tuple>
#include <cuda/std/array>
#include <cuda/std/functional>

#define WARPS_1 64
#define TILE_DIM_2 8
#define WARPS_3 3
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef TILE_DIM_2
#define TILE_DIM_2 8

namespace img5::v6 {
__constant__ int c_update7[2] = {-16l, 40l};

__global__ void bias8_kernel(int stride9, int stride10, unsigned int* __restrict__ dst11, const float* input12)
{
	unsigned int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	__shared__ int sh_14[256];
	__shared__ long sh_15[13][6];
	for (const auto &w16 : sh_14) {
		__shared__ unsigned char sh_17;
		(void)sh_17;
	}
	stride10 = input12[warpSize & 7];
	float r18(sh_15[8][stride10]);
	(void)r18;
	unsigned int prod19{idx13};
	(void)prod19;
}
} // namespace img5::v6
static_assert(sizeof(int) == 4);

__global__ void __launch_bounds__(1024, WARPS_3 + 1) pack20_kernel(signed char* __restrict__ data21)
{
	extern __shared__ int dyn_22[];
	int idx23 = threadIdx.x;
	float t24 = TILE_DIM_2 | idx23;
	(void)t24;
	data21[7] &= img5::v6::c_update7[idx23 & 1] + 0b10;
	char f25 = 0b11110lu;
	long long idx26 = ~idx23;
	f25 &= -(dyn_22[blockIdx.x] + idx26);
}

int main()
{
	int count27 = 3'480;
	constexpr unsigned t28 = (32);
	size_t t29 = static_cast<float>((t28 / count27) + count27);
	img5::v6::bias8_kernel<<<dim3((t29 + 0b111111) / 64, 0400, (t29 + 127) / 128), TILE_DIM_2 + (WARPS_1 + 440), 256>>>(t29 % t28, t29, static_cast<unsigned int*>(nullptr), (const float*)nullptr);
	pack20_kernel<<<dim3((count27 + 63) / 64, 1), (WARPS_3 + (WARPS_3 + (TILE_DIM_2 + (TILE_DIM_2 + (WARPS_3 + 7)))))>>>(nullptr);
	return 0;
}
