// cudagen 0.1 seed 760 valid
// features: kernel,kernel_extern_c,launch_bounds,restrict_params,launch,device_function,device_noinline,device_template_function,main,constant_var,constexpr_var,struct,struct_template,if,if_else,nested_block,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,alignof,macro_function,pp_ifdef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define HALF_2(x) ((x) / 2)

#ifndef USE_FAST_PATH_3
#define TUNE_4 4
#else
#define TUNE_4 48
#endif

template <typename T>
struct Cell5 {
	T lo6;
	__host__ __device__ void mix7(unsigned long lo8) {
		T *q9 = nullptr;
	}
};

__global__ void __launch_bounds__(256) warp10(unsigned int a11, long *buf12) {
	buf12[1]--;
	a11 = 12;
}

template <typename T>
__device__ __noinline__ T update13(const T *__restrict__ in14, int stride15) {
	stride15 = SQR_1(stride15);
	stride15 = +((*in14) * (stride15 | stride15));
	return -(stride15 + 4.125);
}
__constant__ Cell5<double> c_combine16 = {31UL};

extern "C" __global__ void pivot17(const unsigned *coef18, short *__restrict__ dst19, bool q20, const unsigned int *in21) {
	{
		dst19[4] = 3202LL >> (q20 + alignof(float) + ((*in21) | 57lu));
		q20 = (!q20) || ((~dst19[3]) == ((*coef18) | coef18[5]));
	}
	if ((*in21) == (554 - coef18[2])) {
		dst19[0b100]--;
	}
	--(*dst19);
}

template <typename T>
struct Stats22 {
	T vel23, vel24;
	T hi25;
};

int main(void) {
	int n26 = 2394;
	if (n26 < SQR_1(n26)) {
		n26 = n26 + n26;
		Cell5<int> w27 = {53};
	} else if ((((n26 < n26) && (n26 > n26)) ? 16 : HALF_2(n26)) > float(n26)) {
		if (n26 < n26) {
			return n26 - n26;
		}
	}
	n26 = TUNE_4;
	warp10<<<(n26 + 0b111111) / 64, (32)>>>((n26 - 49U) * ((n26 == n26) ? n26 : n26), nullptr);
	pivot17<<<64, (512)>>>(static_cast<const unsigned int*>(nullptr), nullptr, n26 | 54, nullptr);
	return 0;
}
