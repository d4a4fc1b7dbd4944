// cudagen 0.1 seed 242 valid
// features: kernel,restrict_params,launch,builtin_vars,host_device_function,main,constexpr_var,const_local,for,static_assert,ternary,compound_assign,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 7
#else
#define TUNE_5 55
#endif

#if TUNE_5 == 55
#define CONFIG_6 7
#else
#define CONFIG_6 31
#endif

__global__ void merge7(long long *buf8) {
	for (int it9 = 0; it9 < 2; it9++) {
		++(*buf8);
	}
	buf8[4] = buf8[blockIdx.x];
	const int acc10 = 42;
	unsigned char t11 = (7 * (*buf8)) % buf8[threadIdx.z];
	t11 *= sizeof(unsigned long);
}

__host__ __device__ int lerp12(double b13, const int *__restrict__ in14) {
	++b13;
	b13 = sizeof(int) * ((*in14) + (*in14));
	long r15 = SQR_1(in14[0b10]);
	int flag16{int((CAT_3(r, 15) << (*in14)) + (CAT_3(r, 15) * r15))};
	const float u17 = 29;
	b13 /= (!(!(CAT_3(b, 13) <= flag16))) ? (in14[flag16] * in14[r15] * (u17 * b13)) : (flag16 ? r15 : 2.0f);
	return r15;
}

int main(void) {
	int size18 = 3590;
	int acc19{static_cast<int>(((float)size18) * ((unsigned int)size18))};
	static_assert(2 > 1, "size check");
	merge7<<<256, (TUNE_5 + 457)>>>((long long*)nullptr);
	size18 = CONFIG_6;
	size18 *= size18;
	const bool q20 = static_cast<long long>(size18 >> 2);
	return 0;
}
