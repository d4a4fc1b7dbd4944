// cudagen 0.1 seed 1122 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_noinline,device_template_function,main,device_array,shared_var,shared_2d,static_shared,constexpr_var,auto_var,const_local,static_local,struct,aligned_struct,if,for,pragma_unroll,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 15
#else
#define TUNE_6 27
#endif

#if (TUNE_6 * 2) >= 48 && TUNE_6 != 0
#define CONFIG_7 8
#else
#define CONFIG_7 30
#endif

template <typename T, typename U>
__device__ __noinline__ void spread8(T b9, const U* __restrict__ in10) {
	auto stride11 = in10[threadIdx.z] * int(8LL);
	U v12 = 19.75f;
	__shared__ float sh_13[2 * 7][6];
	constexpr unsigned int w14 = 26;
	b9 /= 1.25;
	unsigned val15 = (CONFIG_7 / (sh_13[blockDim.x][4] + sh_13[blockDim.x][4])) * MOD8_2(gridDim.x);
}

struct alignas(8) Cell16 {
	int z17, w18;
	float id19;
};
__device__ int d_probe20[16] = {40, -51, 64ll, ' '};

__global__ void __launch_bounds__(32 * 2, 4) sweep21_kernel(const float* __restrict__ in22) {
	int gid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
	d_probe20[blockIdx.y] |= -0b10011L;
	static __shared__ char sh_24[64];
	d_probe20[15] = d_probe20[2];
	sh_24[60]--;
}

__device__ short weigh25(char cfg26, const int* src27, Cell16 p28) {
	if (!src27[5]) {
		return 29;
	}
	unsigned int f29{'a'};
	#pragma unroll
	for (int i30 = 12; i30 > 0; --i30) {
		cfg26++;
		if (src27[blockIdx.y] <= 4) {
			spread8(i30, (const int*)nullptr);
			p28 = p28;
		}
	}
	return char('z' + f29);
}

int main(void) {
	int len31 = 01543;
	const int y32 = MOD8_2(len31);
	sweep21_kernel<<<CONFIG_7 + 98, 512, 0>>>((const float*)nullptr);
	sweep21_kernel<<<dim3((y32 + 31) / 040, 1, (y32 + 31) / 32), 128>>>(nullptr);
	if (len31 < 38) {
		return y32;
	}
	static char q33 = 15U;
	return 0;
}
