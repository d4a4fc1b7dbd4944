// cudagen 0.1 seed 1476 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,builtin_vars,host_function,default_args,main,shared_var,shared_2d,constexpr_var,local_array,auto_var,enum_class,compound_assign,bitwise,incdec,pointer_arith,array_index,lit_int_suffix,lit_char,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 1
#else
#define TUNE_3 24
#endif
#undef TUNE_3
#define TUNE_3 12

template <typename T, int N>
__global__ void norm4(const T *__restrict__ coef5, int count6, const long long *__restrict__ coef7) {
	int tid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	__shared__ int sh_9[13][2];
	float q10 = sh_9[tid8][tid8];
}

template <typename T>
__global__ void bias11(T *buf12) {
	int idx13 = threadIdx.x;
	auto s14 = 58 + (idx13 - (CAT_1(idx, 13) - TUNE_3));
	s14 |= TUNE_3 - ((idx13 % s14) | 33);
}

int host_rank15(long a16, const int *__restrict__ coef17) {
	bias11<float><<<(a16 + 255) / 256, sizeof(float) * 8>>>(nullptr);
	++a16;
	const char *u18 = R"(C:\dir)";
	a16 &= a16;
	a16 *= 0L;
	int idx19 = CAT_1(a, 16);
	return 20L - coef17[4];
}
enum class Op20 { Idle21 = 2, High22 };

__host__ void check_norm23(int len24, float alpha25 = 39) {
	unsigned lim26 = alpha25;
	alpha25 = (CAT_1(alpha, 25) + 29 + lim26) - (30l | static_cast<long>(len24));
	norm4<double, 8><<<1, 256>>>((const double*)nullptr, static_cast<double>(sizeof(char)), nullptr);
}

int main(void) {
	int count27 = 1269;
	int hi28 = count27;
	hi28 = '#';
	bias11<double><<<sizeof(float) * (TUNE_3 + 20), TUNE_3 + (TUNE_3 + (TUNE_3 + 28))>>>(static_cast<double*>(nullptr));
	float v29[7] = {};
	count27 &= (count27 + (CAT_1(count, 27) - hi28)) - static_cast<long>(count27);
	return 0;
}
