// cudagen 0.1 seed 178 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,builtin_vars,device_function,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,if,for,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define SQR_2(x) ((x) * (x))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifndef USE_FAST_PATH_5
#define TUNE_6 11
#else
#define TUNE_6 23
#endif

#if TUNE_6 > 59
#define CONFIG_7 4
#else
#define CONFIG_7 16
#endif
// NOTE: keep in sync with the host reference.

__device__ int gather8(int len9, int lane10) {
	unsigned int cnt11 = threadIdx.y % ((long)(-lane10));
	if (CONFIG_7 < (+cnt11)) {
		return (57U - cnt11) & 51lu;
	}
	lane10 = len9;
	len9 = len9;
	if ((len9 * cnt11) > cnt11) {
		return cnt11;
	}
	cnt11--;
	return 12ll;
}

__global__ void trace12(const double *in13, int *buf14) {
	int gid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
	buf14[0] = (TWICE_PLUS_1(in13[1], TUNE_6) * (gid15 * buf14[gid15 & 7])) + 3;
	char t16 = in13[3];
	unsigned long *tmp17 = reinterpret_cast<unsigned long*>(buf14);
	if (in13 == nullptr) {
		return;
	}
	if ((gather8(-0b100010, gid15) & 0b1)) {
		return;
	}
	gather8(in13[blockIdx.x], t16 * CONFIG_7);
}

__host__ __device__ unsigned long long trace18(float *buf19) {
	float val20 = buf19[3];
	auto s21 = val20;
	unsigned *val22 = reinterpret_cast<unsigned*>(buf19);
	val20 = *val22;
	return 33;
}

template <typename T>
__global__ void sift23(const T *coef24) {
	extern __shared__ float dyn_25[];
	int idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
	for (int i27 = 0; i27 < 3; ++i27) {
		dyn_25[0b1]++;
	}
	dyn_25[idx26] = blockIdx.y;
	dyn_25[idx26 & 7] = trace18(dyn_25);
	dyn_25[6] = TUNE_6 - (SQR_2(threadIdx.x) - TWICE_PLUS_1(dyn_25[idx26 & 7], CONFIG_7));
	if (trace18(nullptr) >= 0b1) {
		return;
	}
}

inline int host_pivot28(int n29, int count30, int *buf31) {
	double k32[(2)]{4, static_cast<double>(1390ULL)};
	trace18((float*)nullptr);
	return TWICE_PLUS_1(k32[n29], 59);
}

int main() {
	int n33 = 3867;
	n33++;
	trace12<<<(n33 + 31) / 0b100000, TUNE_6 + 501, 4096>>>((const double*)nullptr, nullptr);
	n33 = n33;
	sift23<double><<<512, TUNE_6 + 21>>>((const double*)nullptr);
	return 0;
}
