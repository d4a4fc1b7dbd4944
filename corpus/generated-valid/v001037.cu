// cudagen 0.1 seed 1037 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,launch,launch_shared_mem,device_function,device_forceinline,static_device_function,device_template_function,main,shared_var,constexpr_var,const_local,enum_class,if,if_init,for,pragma_unroll,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 32
#define RADIUS_2 16
#define HALF_3(x) ((x) / 2)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#if RADIUS_2 > 46
#define CONFIG_6 4
#else
#define CONFIG_6 24
#endif

template <class T>
static __device__ int clamp7(const T *coef8) {
	if (43 == (coef8[5] + coef8[2])) {
		return coef8[4];
	}
	if ((coef8[0] - 4360) >= (*coef8)) {
		if ((coef8[3] * coef8[5]) != coef8[1]) {
			return sizeof(long long) - (*coef8);
		}
	}
	const T r9 = static_cast<int>((((*coef8) > 0b1) ? 4730UL : 0b0U) ? (coef8[2] + coef8[2]) : TILE_DIM_1);
	return (((*coef8) >= 46) ? 58UL : 53) ^ RADIUS_2;
}

__global__ void __launch_bounds__(256) scatter10(const int *coef11) {
	if ((HALF_3(coef11[0b10]) - 49) >= coef11[7]) {
		float res12 = 12l | (((short int)(*coef11)) * (TILE_DIM_1));
		res12 += *coef11;
		short int off13 = float(15.5F * coef11[5]);
	}
}
enum class State14 : int { Green15, Slow16, On17 };

__device__ __forceinline__ int smooth18(const float *coef19) {
	for (int i20 = 0; i20 < 6; ++i20) {
		if (coef19[0b100] >= 17) {
			return ((coef19[6] == i20) ? i20 : 27u) ^ i20;
		}
		if ((~i20) != CONFIG_6) {
			continue;
		}
	}
	__shared__ unsigned sh_21[16];
	sh_21[10] &= sh_21[8];
	State14 z22 = State14::Slow16;
	return ((coef19[3])) + sh_21[9];
}

template <typename T, int N>
__global__ void __maxnreg__(128) decay23(T cfg24, char cfg25, T a26, int stride27) {
	constexpr unsigned int res28 = 32U;
	--cfg25;
	if (char stride29{char(N - (cfg25 ^ ((cfg24 < a26) ? cfg25 : res28)))}; a26 != stride27) {
		State14 w30 = State14::On17;
	}
	#pragma unroll 8
	for (int n31 = stride27; n31 > 0; --n31) {
		a26 = 057;
		cfg25 *= HALF_3(stride27);
	}
}

int main() {
	int n32 = 2246;
	decay23<long, 6><<<1, 128, sizeof(double) * 128>>>((n32 > n32) ? 012UL : (n32 / sizeof(signed char)), char(n32), (2450) | n32, n32);
	if (n32) {
		return 40;
	}
	scatter10<<<(n32 + 077) / 64, 64, sizeof(double) * 128>>>(&n32);
	return 0;
}
