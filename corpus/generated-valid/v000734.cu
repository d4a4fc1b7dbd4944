// cudagen 0.1 seed 734 valid
// features: kernel,kernel_from_macro,launch,launch_dim3,builtin_vars,device_function,device_forceinline,host_function,main,shared_var,static_shared,host_global,struct,struct_template,if,if_else,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,cast_static,lambda,lambda_iife,macro_function,pp_ifdef
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 27
#endif

__device__ __forceinline__ short gather5(const double *src6) {
	static __shared__ long sh_7;
	sh_7--;
	if (threadIdx.x < (*src6)) {
		return (3 - sh_7) / static_cast<float>(src6[sh_7]);
	}
	return sh_7;
}
int g_bias8 = 'z';

template <typename T>
struct Body9 {
	T val10;
	T x11, z12;
};

int weigh13(double alpha14, float b15, double q16) {
	--g_bias8;
	long idx17 = 'z';
	auto op20 = []() -> short int {
		const char *idx18 = "warp size";
		++g_bias8;
		size_t r19{8UL};
		return -3;
	};
	op20();
	([] {
		g_bias8 *= 2491LL;
	})();
	if (g_bias8 > b15) {
		short lim21 = 56;
	} else {
		g_bias8 %= g_bias8;
	}
	return g_bias8 - (g_bias8 - g_bias8);
}
#define DEFINE_MAP_KERNEL_22(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_22(map_count23, double)

int main() {
	int size24 = 2497;
	dim3 w25((0x1), (size24 + 0b11111111) / 256, 2);
	const char *stride26 = "\x41\102";
	map_count23<<<w25, 32>>>((double*)nullptr, (0x15UL - g_bias8) + weigh13(22.0, 1LL, 'z'));
	return 0;
}
