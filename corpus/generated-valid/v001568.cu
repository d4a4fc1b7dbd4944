// cudagen 0.1 seed 1568 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_function,main,constant_var,shared_var,static_shared,extern_shared,constexpr_var,enum_class,if,goto,nested_block,bitwise,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,macro_object,macro_paste,pp_if,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 4
#define CHUNK_2 4
#define CAT_3(a, b) a##b
#if CHUNK_2 % 2 == 0 || CHUNK_2 < 4
#define CONFIG_4 1
#elif CHUNK_2 < 0
#error unreachable configuration
#else
#define CONFIG_4 17
#endif
#undef CONFIG_4
#define CONFIG_4 2
static constexpr float kR5 = 1.0F;
__constant__ float c_scatter6 = 32;

__global__ void __launch_bounds__((TILE_DIM_1 + 28)) fold7(int *__restrict__ dst8, long long *data9, float alpha10) {
	extern __shared__ float dyn_11[];
	float *z12 = reinterpret_cast<float*>(data9);
	if ((c_scatter6 < 0x2ll) || (data9[0x5] == z12[0])) {
		goto out14;
	}
	{
		if ((((unsigned char)data9[7]) & 1)) {
			const int *tmp13 = nullptr;
			(*data9) = alpha10;
		}
	}
out14:;
}

__device__ __forceinline__ float pivot15(const float *__restrict__ src16) {
	if ((c_scatter6) >= kR5) {
		return (kR5 / src16[threadIdx.x & 7]) * (0xD % threadIdx.x);
	}
	return src16[4];
}
enum class Kind17 : int { Idle18, Red19 };
constexpr long WIDTH20 = (16);
enum class Phase21 : int {
	Off22,
	Slow23,
	Red24 = 5,
	Blue25 = 9,
	High26 = 13
};

template <typename T, int N>
__global__ void __maxnreg__(64) tally27(T *data28, T p29, T *data30, const long *__restrict__ coef31) {
	extern __shared__ float dyn_32[];
	unsigned int idx33 = (blockIdx.x * blockDim.x) + threadIdx.x;
	data30[idx33 & 7] = N;
	T u34 = (((int)kR5) * (threadIdx.x - idx33)) + (21.875 - (~idx33));
	static __shared__ double sh_35[16];
}

unsigned int host_norm36(double alpha37, bool beta38) {
	if (beta38 <= (alpha37 - WIDTH20)) {
		goto skip39;
	}
	fold7<<<256, dim3(0x2), 0>>>(nullptr, static_cast<long long*>(nullptr), beta38);
	if (beta38 - beta38) {
		return kR5;
	}
skip39:;
	return 35U;
}

int main() {
	int count40 = 0xdd8;
	count40 = (-count40) + 33L;
	tally27<float, 2><<<(count40 + 255) / 0x100, (CONFIG_4 + (TILE_DIM_1 + 10)) * CONFIG_4, 0>>>(nullptr, kR5, static_cast<float*>(nullptr), (const long*)nullptr);
	int k41 = count40 - (long(kR5) | count40);
	return 0;
}
