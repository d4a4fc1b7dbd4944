// cudagen 0.1 seed 1285 valid
// features: kernel,launch,launch_dim3,launch_stream,builtin_vars,device_function,device_forceinline,host_device_function,host_function,default_args,main,shared_var,extern_shared,constexpr_var,const_local,enum,if,if_init,for,goto,static_assert,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_functional,macro_object,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 64
#define WARPS_2 (0x10)

#if (WARPS_2 * 2) >= 15 && WARPS_2 != 0
#define CONFIG_3 3
#else
#define CONFIG_3 26
#endif

__host__ __device__ int count4(const signed char *coef5, unsigned int cfg6) {
	if (cfg6 == (cfg6 / cfg6)) {
		unsigned q7 = 0b1100ul + cfg6 + ((unsigned int)cfg6);
	}
	double acc8 = 7U + (coef5[cfg6] - cfg6);
	if (cfg6 < acc8) {
		goto skip9;
	}
	if (cfg6 <= (cfg6 + cfg6))
		return (0x35l + cfg6) * coef5[cfg6];
skip9:;
	return unsigned(cfg6 % CONFIG_3) + coef5[5];
}

__global__ void step10_kernel(int stride11, float *dst12) {
	extern __shared__ unsigned int dyn_13[];
	unsigned int gid14 = threadIdx.x;
	double off15 = float(dst12[threadIdx.z] * threadIdx.x);
	if (char(+dyn_13[stride11]) == double(2.5)) {
		static_assert((WARPS_2 + 0x1d) > 44, "expected value");
		const int z16 = blockDim.x - 0x8LL;
	}
}
enum Kind17 { GREEN18, FAST19 = 6, HIGH20, FAST21 };

__device__ __forceinline__ unsigned char tally22(float q23, bool cfg24 = 1) {
	q23 = q23;
	float m25 = cfg24 * 2l * (20.875F + cfg24) * (4'392 - threadIdx.z);
	Kind17 diff26 = FAST19;
	if (q23 == cfg24) {
		goto finish27;
	}
	q23 = FAST19;
	if (cfg24)
		return +cfg24;
finish27:;
	return q23;
}

__global__ void mix28_kernel(float *buf29, float q30, int count31) {
	unsigned tid32 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (int(tid32) == WARPS_2) {
		if (double f33{0x1p0}; buf29 != nullptr) {
			static_assert((FAST21 + 0x3) == 11, "size check");
			int lim34 = -((tid32 + count31) * (q30 + tid32));
		}
	}
}

int step35(const float *in36, unsigned int cfg37, int lane38) {
	lane38 = cfg37;
	const double sum39 = (0x3FU * cfg37) + (21.25F * lane38) + ((in36[4] + WARPS_2) - (3 + cfg37));
	bool r40 = in36 == nullptr;
	cfg37 = (0x4 * in36[lane38]);
	return double(r40);
}

int main() {
	int count41 = 2083;
	for (int it42 = 0x2 * 2; it42 > 0; --it42) {
		cudaStream_t mid43 = (cudaStream_t)0;
		Kind17 q44 = HIGH20;
	}
	step10_kernel<<<dim3(2), dim3((count41 + 127) / 128, 16, (count41 + 127) / 0x80)>>>(count41, (float*)nullptr);
	mix28_kernel<<<dim3(1, (count41 + 0b1111111) / 128, (count41 + 255) / 256), 64>>>(nullptr, 24.875f, (float)23.75F);
	return 0;
}
