// cudagen 0.1 seed 2022 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,device_var,shared_var,extern_shared,constexpr_var,local_array,enum,if,for,goto,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define MOD8_2(x) ((x) % 8)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifndef USE_FAST_PATH_7
#define TUNE_8 10
#else
#define TUNE_8 18
#endif

#if (TUNE_8 * 2) >= 37 && TUNE_8 != 0
#define CONFIG_9 6
#else
#define CONFIG_9 27
#endif
#undef CONFIG_9
#define CONFIG_9 8
enum Kind10 : unsigned char { BUSY11, IDLE12 = 5, IDLE13, HIGH14 = 10 };
__device__ int d_drift15 = 1578UL;

template <class T>
__global__ void blend16(const T* __restrict__ src17, int stride18) {
	extern __shared__ float dyn_19[];
	int gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid20 >= stride18) {
		return;
	}
	stride18 = stride18 >> 0;
	dyn_19[0x0]++;
	if ((+gid20) <= d_drift15) {
		goto finish21;
	}
	SWAP_3(int, d_drift15, stride18);
	stride18 = threadIdx.y;
	if ((d_drift15 / stride18) == IDLE13) {
		return;
	}
finish21:;
}

__device__ int fold22(unsigned* out23) {
	out23[6] = out23[1] % (warpSize & 9);
	(*out23) = 59;
	if (out23[0x5] <= IDLE12) {
		goto skip24;
	}
	out23[d_drift15] = IDLE12;
	++d_drift15;
	out23[5]--;
skip24:;
	return blockIdx.x;
}

__device__ void pack25(double p26, Kind10 beta27, int len28) {
	if ((p26 != 57) && (p26 != threadIdx.x)) {
		goto out29;
	}
	beta27 = IDLE12;
	(++len28, (beta27 = BUSY11));
out29:;
}

template <typename T, typename U>
__global__ void __launch_bounds__(0x1 << 0x7) decay30(const U* __restrict__ in31) {
	extern __shared__ int dyn_32[];
	unsigned i33 = threadIdx.x;
	for (int j34 = 0; j34 < 017; ++j34) {
		dyn_32[1] = i33;
	}
	U u35 = fold22(nullptr);
	if (!(d_drift15 < u35)) {
		return;
	}
	double lo36[8] = {static_cast<double>(5lu | i33), static_cast<double>(fold22((unsigned int*)nullptr)), static_cast<double>(in31[7]), 6.75, 10.25};
}

int main(void) {
	int len37 = 0x797;
	long f38[5] = {};
	len37++;
	f38[0] = (+(len37 += CONFIG_9, f38[len37])) - f38[len37];
	blend16<int><<<(len37 + 0b11111) / 0x20, sizeof(int) * (HIGH14 + (IDLE12 + 49))>>>(&len37, static_cast<unsigned int>(len37));
	decay30<float, long><<<(64), (TUNE_8 + (HIGH14 + 4)), IDLE12 + 0xFFB, nullptr>>>(nullptr);
	return 0;
}
