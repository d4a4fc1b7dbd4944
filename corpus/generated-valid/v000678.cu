// cudagen 0.1 seed 678 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,main,managed_var,shared_var,extern_shared,constexpr_var,local_array,const_local,if,for,range_for,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#ifndef USE_FAST_PATH_1
#define TUNE_2 10
#else
#define TUNE_2 27
#endif
#if TUNE_2 == 10
#define CONFIG_3 3
#else
#define CONFIG_3 26
#endif
#undef TUNE_2
#define TUNE_2 8
__managed__ double m_blend4[32];
__global__ void __launch_bounds__(1024) drift5_kernel(double *out6, const int *coef7, int count8) {
	extern __shared__ float dyn_9[];
	if (0x32U != dyn_9[count8 & 7]) {
		return;
	}
	for (int n10 = 0; n10 < count8; n10++) {
		out6[0x5] /= n10;
	}
	const int f11 = 53 & (count8 - 3UL);
}
template <class T, typename U>
__global__ void lerp12_kernel(T *acc13, T q14, U *acc15) {
	for (auto k16 : m_blend4) {
		const int z17 = k16;
		for (int n18 = 0x0; n18 < z17; n18++) {
			float diff19 = TUNE_2;
			float res20[2] = {};
		}
	}
}
int main() {
	int count21 = 0x70e;
	float u22 = m_blend4[0x15];
	count21 = CONFIG_3 - (m_blend4[count21 & 31]);
	drift5_kernel<<<dim3((count21 + 127) / 128, 16, (count21 + 63) / 64), 64, 0>>>(nullptr, &count21, u22);
	lerp12_kernel<int, int><<<4 * 010, dim3(0b1000000, TUNE_2 + 120), 0>>>(&count21, (m_blend4[0b1011] * 0b101010) - (u22 * count21), &count21);
	return 0x0;
}
