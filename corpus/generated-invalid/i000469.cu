// cudagen 0.1 seed 469 invalid:grid_constant_not_const
// features: kernel,launch,launch_dim3,host_device_function,main,shared_var,host_global,constexpr_var,struct,struct_template,if,if_else,if_init,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 6
#else
#define TUNE_3 64
#endif

#if TUNE_3 == 6
#define CONFIG_4 5
#else
#define CONFIG_4 11
#endif

struct Sample5 {
	int x6;
	float w7;
	int count8, weight9;
};

__host__ __device__ unsigned int lerp10(int lane11, double a12)
{
	unsigned long* diff13 = (unsigned long*)nullptr;
	--(*diff13);
	return diff13[lane11] ^ 0x3Flu;
}
unsigned long long g_smooth14 = 0x26;

template <typename T>
struct Sample15 {
	T count16;
	T weight17, flag18;
	__host__ __device__ T total19() const
	{
		if (count16 < 50) {
			return 61;
		}
		return count16;
	}
};

__global__ void blend20(int* dst21, bool q22, long alpha23)
{
	if (q22 < q22) {
		int prod24 = 2881U * int(lerp10(q22, 46UL));
	} else if (dst21 != nullptr) {
		float y25(0xf & alpha23);
		lerp10(lerp10(dst21[6] / alpha23, lerp10(q22, y25)), q22 - q22);
	}
	__shared__ Sample15<float> sh_26[TUNE_3 + 26];
}
__global__ void gc_kernel31(__grid_constant__ int x, int *p)
{
    p[0] = x;
}

int main()
{
	int n27 = 1983;
	n27++;
	g_smooth14 = sizeof(size_t);
	if (unsigned res28 = g_smooth14 + (static_cast<unsigned int>(46)); (res28 * (9 + g_smooth14)) > lerp10(0b110111u, g_smooth14)) {
		res28 = lerp10(res28 + 0, -8.375) & CONFIG_4;
		blend20<<<dim3((res28 + 63) / 64), 0x20 * (TUNE_3 + 10)>>>(&n27, g_smooth14 > lerp10(n27, 8.125), 43 * n27);
		float f29 = TUNE_3;
	} else if (short prod30 = n27 + n27; static_cast<float>(res28) > (n27 & g_smooth14)) {
	} else if (res28) {
	} else {
	}
	return 0;
}
