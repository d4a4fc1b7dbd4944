// cudagen 0.1 seed 1345 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,static_device_function,main,constant_var,shared_var,constexpr_var,local_array,struct,struct_methods,goto,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 5
#else
#define TUNE_6 35
#endif
#undef TUNE_6
#define TUNE_6 48

static __device__ void split7(int lane8, int stride9, const unsigned* src10) {
	++stride9;
	stride9 >>= (lane8 + (src10[7] << 2));
	__shared__ float sh_11[(16)];
}

__global__ void __launch_bounds__(1024) scatter12(unsigned int a13, size_t* acc14, short a15) {
	acc14[5]++;
	if ((*acc14) >= a15) {
		goto out16;
	}
	a15 %= 42;
	split7(threadIdx.x, *acc14, (const unsigned*)nullptr);
	static_assert((13 * 0x2) > 25, "tile must fit");
out16:;
}
__constant__ unsigned int c_sift17 = 6;

__device__ __forceinline__ long lerp18(float p19, const double* __restrict__ in20, short alpha21) {
	float res22(c_sift17 - warpSize);
	int prod23 = blockDim.x;
	__shared__ int sh_24[(64)];
	return MAX2_1(threadIdx.x + 57ull, res22);
}

struct Sample25 {
	float sum26;
	unsigned mass27;
	__host__ __device__ float apply28(int hi29) const {
		hi29 = mass27 + mass27;
		hi29 = 0x19;
		return +MAX2_1(sum26, sum26);
	}
	__host__ __device__ void apply30(float hi31) {
		--hi31;
		long z32 = MAX2_1(hi31, mass27);
	}
};

int main() {
	int size33 = 0b10111001;
	unsigned short y34[5] = {35, static_cast<unsigned short>(54ul), static_cast<unsigned short>((TUNE_6))};
	y34[size33] ^= 0b111011;
	scatter12<<<dim3(32), (TUNE_6 + (TUNE_6 + 160))>>>(y34[2], (size_t*)nullptr, size33);
	return 0;
}
