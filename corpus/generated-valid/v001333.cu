// cudagen 0.1 seed 1333 valid
// features: kernel,kernel_static,launch,launch_dim3,builtin_vars,host_device_function,host_function,main,shared_var,constexpr_var,enum_class,using_alias,if,for,goto,nested_block,static_assert,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_static,lambda,lambda_iife,macro_object,macro_paste,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 16
#define WARPS_2 (4)
#define NUM_ITERS_3 64
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b
#undef NUM_ITERS_3
#define NUM_ITERS_3 2
int run_bias6(int count7) {
	count7 = 2629l;
	{
		count7 = -(-count7);
		float w8(-((6 * CAT_5(count, 7)) - 6));
	}
	count7 = 2221;
	return count7;
}
enum class Op9 { Add10 = 2, Low11 = 8, High12 };
static __global__ void bump13(int count14, float alpha15) {
	for (int n16 = 0; n16 < count14; ++n16) {
		Op9 sum17 = Op9::Low11;
		int q18 = alpha15;
		q18--;
	}
	count14 = ~((count14 + 0x6) / 44);
}
__global__ void count19_kernel(const float* in20) {
	int i21 = (blockIdx.x * blockDim.x) + threadIdx.x;
	__shared__ int sh_22[128];
	++sh_22[i21 & 0b1111111];
	sh_22[0x75] = +(*in20);
	sh_22[threadIdx.x] = (TILE_DIM_1 + (blockIdx.x & 34)) | ((short)41ULL);
	__shared__ double sh_23[16];
}
// Returns the accumulated value.
int host_count24(int* out25, int stride26) {
	if (out25 == nullptr) {
		goto skip27;
	}
	if (stride26 > out25[0x2]) {
		return stride26;
	}
	bump13<<<128 * (NUM_ITERS_3 + 2), WARPS_2 + 0x3C>>>((010 * stride26) + ((unsigned int)(*out25)), *out25);
skip27:;
	return TILE_DIM_1;
}
using idx28_t = unsigned int;
static_assert((11 * 5) == 55, "size check");
__host__ __device__ int lerp29(int n30, int len31) {
	Op9 val32 = Op9::Add10;
	int cnt33 = 45U;
	for (int it34 = 0; it34 < (0xb); ++it34) {
		{
			val32 = Op9::High12;
			static_assert(((WARPS_2 + 1) * 10) == 50);
		}
	}
	val32 = val32;
	return NUM_ITERS_3;
}
float fold35(int* data36) {
	const char* q37 = "x=%d";
	dim3 diff38 = dim3(NUM_ITERS_3 + 0x1E, WARPS_2, 8);
	{
		([]() {})();
		(*data36) = data36[5];
	}
	data36[6] = 27;
	if (!data36) {
		return NUM_ITERS_3;
	}
	return NUM_ITERS_3;
}
int main() {
	int count39 = 0xA40;
	for (int i40 = 0; i40 < count39; i40++) {
		count39 = static_cast<idx28_t>(TILE_DIM_1);
		count39 = count39;
		count39 = -34;
	}
	count19_kernel<<<dim3(4), (WARPS_2 + 60)>>>((const float*)nullptr);
	return 0;
}
