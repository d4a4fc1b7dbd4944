// cudagen 0.1 seed 21 invalid:global_main
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,const_local,enum,if,switch,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define SQR_2(x) ((x) * (x))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 13
#else
#define TUNE_6 32
#endif

#if (TUNE_6 * 2) >= 40 && TUNE_6 != 0
#define CONFIG_7 8
#else
#define CONFIG_7 30
#endif
// NOTE: keep in sync with the host reference.

__global__ void count8_kernel(float* __restrict__ dst9, int stride10) {
	switch (stride10) {
	case (12):
		stride10++;
		break;
	case 4:
		break;
	case 6:
		(*dst9) = int((int)TUNE_6);
		dst9[stride10] = int(threadIdx.y) - (SQR_1(stride10) + (20.375F + dst9[4]));
		break;
	case 0x0: {
		unsigned int q11 = ((!(dst9 != nullptr)) ? ((dst9[blockDim.x] < 14) ? dst9[stride10] : dst9[stride10]) : 0x27u) * (TUNE_6);
		break;
	}
	}
	int cnt12 = -((threadIdx.z * stride10) + (dst9[4] * (*dst9)));
	const int prod13 = int((stride10 || (!dst9)) ? cnt12 : (stride10 + (*dst9)));
}
enum Op14 { MUL15, ON16, GREEN17 = 5 };

__global__ void blend18_kernel(double* __restrict__ acc19, int count20, float* out21, double* __restrict__ buf22) {
	unsigned int tid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid23 >= count20)
		return;
	if (31 != (tid23 / 0x4))
		return;
	out21[threadIdx.x]--;
	(*acc19)--;
	switch (unsigned(count20)) {
	case (0): {
		float off24 = sizeof(unsigned int) * threadIdx.x;
		float t25{off24};
		break;
	}
	case sizeof(float) * 0x2:
		break;
	default:
		break;
	}
}

__global__ int main() {
	int len26 = 2893;
	len26 = ON16;
	int lo27 = sizeof(float);
	--lo27;
	lo27 = (len26 << lo27) + (lo27 + SQR_1(lo27));
	if (static_cast<unsigned int>(lo27))
		return (unsigned long long)(len26 * lo27);
	count8_kernel<<<020, 128, 0x400, nullptr>>>(static_cast<float*>(nullptr), 30 * lo27 * len26);
	blend18_kernel<<<(GREEN17 + 11), (512)>>>(nullptr, SQR_1((lo27 += len26, len26)), (float*)nullptr, static_cast<double*>(nullptr));
	return 0;
}
