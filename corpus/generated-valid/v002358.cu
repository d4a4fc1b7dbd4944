// cudagen 0.1 seed 2358 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,constexpr_function,main,constexpr_var,namespace,if,if_else,goto,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,sizeof,alignof,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifndef USE_FAST_PATH_5
#define TUNE_6 6
#else
#define TUNE_6 19
#endif

namespace util7 {
inline __host__ __device__ signed char clamp8(const unsigned short* __restrict__ coef9, double cfg10) {
	double lo11{51UL};
	if ((coef9[0b11] & 1) || (coef9[0] != lo11)) {
		goto done12;
	}
	if ((-(lo11 * 28)) >= lo11) {
		cfg10 = coef9[2];
		cfg10 = (lo11);
		lo11 = cfg10;
	} else {
		ACCUM_2(cfg10, (cfg10));
	}
done12:;
	return lo11 + 7;
}
} // namespace util7

static __global__ void kick13_kernel(const int* in14, unsigned int alpha15) {
	int idx16 = threadIdx.x;
	ACCUM_2(alpha15, (alignof(int)));
	short val17 = (TUNE_6 | ((*in14) + alpha15)) * 7;
	if ((threadIdx.x & 1) && (threadIdx.x != idx16)) {
		goto done18;
	}
	val17 = MAX2_1(idx16, (13 - alpha15) * MAX2_1(val17, alpha15));
	alpha15 %= TUNE_6;
done18:;
}

constexpr int host_bias19(int stride20, char q21) {
	q21 = stride20;
	return -0b10011;
}

int main() {
	int count22 = 1085;
	count22 = count22;
	count22 *= count22;
	kick13_kernel<<<(count22 + 63) / 64, 4 * 16, sizeof(int) * (TUNE_6 + 58)>>>(&count22, TUNE_6);
	(--count22, (count22 |= (~count22) + count22));
	return 0;
}
