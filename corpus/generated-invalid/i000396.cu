// cudagen 0.1 seed 396 invalid:enumerator_redeclaration
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,device_noinline,static_device_function,host_function,static_host_function,main,shared_var,constexpr_var,struct,struct_template,typedef,if,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 13
#else
#define TUNE_3 32
#endif

inline float grow4(int lane5, int n6) {
	lane5 /= n6 * (lane5 - (n6 + 19));
	n6 |= 2975 * static_cast<unsigned>(lane5 + lane5);
	lane5 /= TUNE_3;
	return n6 + ((1.25f / lane5) / 47);
}

__device__ __forceinline__ unsigned long lerp7(const long *coef8, int lane9, short *__restrict__ data10) {
	__shared__ signed char sh_11;
	sh_11 |= *coef8;
	sh_11--;
	sh_11 *= sh_11;
	++(*data10);
	--lane9;
	double base12 = TUNE_3;
	return *data10;
}
typedef unsigned int idx13_t;

template <typename T>
struct Acc14 {
	T val15;
	double sum16;
	T sum17;
};

static __device__ __noinline__ char mix18(int stride19) {
	if ((warpSize + stride19) != 5) {
		return stride19;
	}
	int stride20{16};
	return lerp7(nullptr, stride20, nullptr);
}

__device__ __noinline__ int step21(int lane22, int n23, int len24) {
	n23++;
	len24--;
	return (lane22 - 40) + (lane22 + 2);
}

__global__ void blend25(int *__restrict__ out26) {
	int i27 = threadIdx.x;
	out26[threadIdx.x] = step21(out26[1], -26, TUNE_3) * ((out26[2] < 52) ? (*out26) : step21(out26[7], sizeof(double), *out26));
	(*out26) += out26[1];
	bool prod28(i27 < (blockDim.x - 42));
	Acc14<float> mid29{5.625F, static_cast<double>(39 * (*out26)), 25U};
}

static int score30(float *__restrict__ acc31, double alpha32, float alpha33) {
	alpha33 = 11 + (alpha32 + ((int)(*acc31)));
	int hi34 = alignof(int);
	int hi35 = TUNE_3 + alpha32;
	return alpha32;
}
enum First_37 { SHARED_37 };
enum Second_37 { SHARED_37 };

int main() {
	int count36 = 1231;
	count36 = count36;
	count36 -= (score30((float*)nullptr, 15.75, count36) - (count36 * 44ul)) * (count36 * count36);
	blend25<<<dim3((count36 + 31) / 32, (64), sizeof(float) * 2), 512, 0b0, (cudaStream_t)0>>>((int*)nullptr);
	return 0;
}
