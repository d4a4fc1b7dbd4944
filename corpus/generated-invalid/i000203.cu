// cudagen 0.1 seed 203 invalid:variable_redefinition
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,default_args,main,shared_var,shared_2d,extern_shared,constexpr_var,local_array,enum,enum_class,if,for,nested_block,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,pp_ifdef,pp_if
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifdef USE_FAST_PATH_3
#define TUNE_4 3
#else
#define TUNE_4 32
#endif

#if TUNE_4 == 32
#define CONFIG_5 5
#else
#define CONFIG_5 28
#endif

template <typename T, int N = 5>
__device__ signed char merge6(T q7) {
	for (int it8 = 0; it8 < 16; it8 += 3) {
		if (((it8 - q7) + (it8 - q7)) == gridDim.y) {
			if (q7 < N) {
				if (it8 > N) {
					return 35;
				}
				__shared__ float sh_9[0b111][CONFIG_5 + 6];
			}
		}
	}
	return (alignof(float));
}

__device__ double bump10(int len11) {
	bool x12 = 0;
	float e13 = CONFIG_5;
	return x12;
}
enum class Color14 {
	Low15,
	Off16,
	Add17,
	High18,
	Red19 = 5
};

__device__ float tally20(bool b21, int n22 = -4062) {
	__shared__ char sh_23;
	sh_23 -= (unsigned int)((sh_23 * 0b11110) - 19);
	long u24[4]{52, 2L, static_cast<long>(25ull), static_cast<long>(blockIdx.x)};
	if ((n22 >= sizeof(unsigned int)) || (!b21) || ((u24[warpSize] > b21) && (u24[1] == 32L))) {
		{
			Color14 t25 = Color14::Low15;
			n22 = u24[threadIdx.z] * (sh_23 + b21);
		}
	}
	return u24[1];
}
enum Kind26 {
	ON27,
	BUSY28 = 4,
	BLUE29,
	HIGH30,
	GREEN31
};

__global__ void relax32_kernel(float cfg33, float q34, double* buf35) {
	extern __shared__ unsigned long dyn_36[];
	int tid37 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if ((threadIdx.x >> dyn_36[2]) < q34) {
		static_assert(3 > 2);
		Kind26 off38 = BLUE29;
	}
}
__device__ int g_limit41 = 1;
__device__ int g_limit41 = 2;

int main() {
	int n39 = 1574;
	n39 |= static_cast<int>(n39 + ((n39 <= alignof(char)) ? n39 : 9));
	Kind26 tmp40 = ON27;
	relax32_kernel<<<(n39 + 63) / 64, sizeof(float) * (BUSY28 + 60), 0b1 << 12, 0>>>(8L >> (tmp40 << tmp40), (43 - n39) / 3, nullptr);
	return 0;
}
