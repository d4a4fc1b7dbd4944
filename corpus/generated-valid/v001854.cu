// cudagen 0.1 seed 1854 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,builtin_vars,host_device_function,constexpr_function,main,shared_var,static_shared,extern_shared,constexpr_var,local_array,auto_var,namespace,if,static_assert,bitwise,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_static,macro_object,macro_paste,macro_statement,pp_if,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define RADIUS_2 8
#define CHUNK_3 5
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b

#if RADIUS_2 > 76
#define CONFIG_6 4
#else
#define CONFIG_6 9
#endif
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 24

namespace ops7 {
constexpr __host__ __device__ int accum8(int count9)
{
	auto y10 = CAT_5(count, 9);
	int lim11 = count9;
	return lim11 % 52;
}
constexpr double kS12 = 4.0;
} // namespace ops7

template <typename T, typename U>
__global__ void __launch_bounds__(8 * 8) stencil13(T* buf14)
{
	extern __shared__ unsigned int dyn_15[];
	float flag16[6] = {static_cast<float>((dyn_15[3])), static_cast<float>(dyn_15[gridDim.z & 7] & dyn_15[blockDim.x]), 18.5F, 6.125f};
	__shared__ int sh_17[16];
	if ((sh_17[threadIdx.x & 15] != (*buf14)) || threadIdx.x) {
		return;
	}
	static __shared__ int sh_18[64];
	if ((dyn_15[gridDim.x] >= gridDim.x) || (dyn_15[5] > ops7::kS12)) {
		return;
	}
	dyn_15[7] = ops7::kS12;
}

int main()
{
	int n19 = 2939;
	static_assert(sizeof(int) == 4, "bad config");
	n19 = 24lu;
	n19 = ops7::kS12;
	n19 = ops7::kS12;
	int t20 = ops7::kS12;
	auto diff21 = 20ll;
	stencil13<double, float><<<(n19 + 31) / 0x20, (CHUNK_3 + 123)>>>(static_cast<double*>(nullptr));
	return 0;
}
