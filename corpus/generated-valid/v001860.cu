// cudagen 0.1 seed 1860 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,device_function,main,local_array,enum_class,if,for,bitwise,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,cast_c,macro_object,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define WARPS_1 5
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 18
#endif
#if (WARPS_1 * 2) >= 58 && WARPS_1 != 0
#define CONFIG_6 1
#elif WARPS_1 < 0
#error unreachable configuration
#else
#define CONFIG_6 31
#endif
enum class Phase7 { Busy8, Slow9, Low10 };

template <class T, typename U>
__global__ void march11_kernel(T beta12, int* buf13, int lane14)
{
	for (int i15 = 4; i15 > 0; --i15)
		(*buf13) = 11;
	int e16[7] = {};
	Phase7 m17 = Phase7::Low10;
	int base18[(2)] = {};
	Phase7 y19 = m17;
}
// NOTE: keep in sync with the host reference.

__device__ double fold20(int* __restrict__ acc21, float* dst22)
{
	int val23 = ((*dst22) - (dst22[6] - (*dst22))) + ((46U * (*acc21)) | (8 + acc21[3]));
	for (int n24 = 0, j25 = 13; n24 < j25; (++n24, (--j25))) {
		Phase7 lo26 = Phase7::Busy8;
		lo26 = Phase7::Slow9;
	}
	float z27 = val23;
	dst22[0] = z27;
	return (z27 - acc21[val23 & 7]) + 4.625;
}

int main()
{
	int n28 = 3396;
	n28 = 239;
	n28 = n28 + ((float)((long)n28));
	march11_kernel<int, long><<<(n28 + 127) / 128, (WARPS_1 + (WARPS_1 + 6)) * 8>>>(n28, &n28, 37 + (n28 + 58l));
	for (int it29 = 0; it29 < n28; ++it29) {
		if (((it29 + n28) & 1))
			return it29;
		march11_kernel<int, double><<<(WARPS_1 + 3), 64>>>(29L, &n28, (~it29) - (n28 | 55lu));
	}
	return 0;
}
