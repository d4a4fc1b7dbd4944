// cudagen 0.1 seed 1325 valid
// features: kernel,launch,device_function,host_function,main,constant_var,shared_var,extern_shared,constexpr_var,local_array,auto_var,struct,struct_template,using_alias,if,if_else,static_assert,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_object,macro_paste,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define CHUNK_2 16
#define CAT_3(a, b) a##b

#if NUM_ITERS_1 == 16
#define CONFIG_4 2
#else
#define CONFIG_4 32
#endif
__constant__ float c_stencil5 = 2.75f;
__constant__ int c_blend6 = NUM_ITERS_1 + 14;

int run_spread7(const double *in8) {
	if (!in8) {
		return in8[7];
	}
	return 11;
}

__device__ unsigned short step9(signed char p10) {
	__shared__ float sh_11;
	sh_11 = sizeof(double);
	p10 = sizeof(double);
	unsigned int u12[7] = {040lu, 20LL, 1524, 14ul, static_cast<unsigned int>(p10), 13};
	return ((c_stencil5 * u12[c_blend6]) - NUM_ITERS_1) * 24;
}

template <typename T>
struct Particle13 {
	T lo14;
	int vel15;
	__host__ __device__ void get16(T tmp17) {
		float r18 = 29U;
	}
};

inline __device__ void stencil19(float alpha20) {
	constexpr unsigned int off21 = 31l;
	alpha20 = alpha20 * (sizeof(unsigned int) + CAT_3(alpha, 20));
	auto tmp22 = 29;
	if ((CAT_3(alpha, 20) == c_stencil5) && (c_stencil5 > 24)) {
		alpha20 = 1192U * (-c_blend6);
		Particle13<int> lim23{c_blend6, 1061};
		float *q24 = nullptr;
	} else {
	}
}
using rec25_t = Particle13<double>;

__global__ void probe26(int *data27) {
	extern __shared__ int dyn_28[];
	if (dyn_28[c_blend6] < (*data27)) {
		return;
	}
	dyn_28[c_blend6] = dyn_28[c_blend6] * (24 >> (data27[6] - 5));
	dyn_28[c_blend6] = (c_blend6 * c_stencil5) + 7 + 22ULL;
	if (!(dyn_28[c_blend6] != 44)) {
		float *base29 = nullptr;
		dyn_28[c_blend6] = (c_blend6);
	}
}

int main(void) {
	int size30 = 1293;
	static_assert((CONFIG_4 + 9) > 10);
	probe26<<<64, CHUNK_2 + (NUM_ITERS_1 + 224)>>>(&size30);
	Particle13<int> t31{3, 2};
	t31 = Particle13<int>{};
	return 0;
}
