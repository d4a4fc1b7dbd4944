// cudagen 0.1 seed 32 invalid:attribute_on_variable
// features: kernel,restrict_params,launch,launch_shared_mem,device_function,device_template_function,main,constexpr_var,auto_var,const_local,if,for,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 128
#define WARPS_2 256
#define RADIUS_3 16
#define CAT_4(a, b) a##b

#ifndef USE_FAST_PATH_5
#define TUNE_6 10
#else
#define TUNE_6 51
#endif

template <class T, int N = 5>
__device__ unsigned march7(const T *__restrict__ in8, bool b9, const int *coef10) {
	int u11 = b9;
	b9 = (in8[u11 & 7] + N);
	b9 = ((*coef10) * (coef10[0] - 2)) >= (*coef10);
	++u11;
	return ((sizeof(int) * CAT_4(b, 9)) + in8[6]) - (56L >> (u11 + RADIUS_3));
}

inline __device__ void tile12(const float *in13, unsigned q14) {
	q14 = (unsigned)(*in13);
	march7<double, 5>((const double*)nullptr, 0, reinterpret_cast<const int*>(in13));
	if (!q14) {
		return;
	}
	q14 = march7<int, ((4))>(reinterpret_cast<const int*>(in13), (q14 | q14) < march7<int, 5>(reinterpret_cast<const int*>(in13), CAT_4(q, 14) != 16ul, reinterpret_cast<const int*>(in13)), reinterpret_cast<const int*>(in13));
	auto f15 = q14;
}

__global__ void bump16(unsigned int *__restrict__ dst17, float *out18, int len19, int *__restrict__ data20) {
	for (int j21 = 0; j21 < len19; j21++) {
		march7<double, 6>((const double*)nullptr, march7<int, 5>(&len19, 24 >> len19, nullptr) == (len19 - data20[2]), reinterpret_cast<const int*>(out18));
		const short lim22 = 64;
	}
	march7(reinterpret_cast<const float*>(data20), (march7<float, 5>(reinterpret_cast<const float*>(dst17), RADIUS_3 <= data20[len19], reinterpret_cast<const int*>(out18)) == 40) && ((dst17 != nullptr) || (!dst17)), data20);
	tile12(nullptr, WARPS_2);
	if (CAT_4(len, 19) < out18[len19 & 7]) {
		return;
	}
	unsigned long long e23 = CAT_4(len, 19) / WARPS_2;
}
__global__ int misplaced25;

int main() {
	int size24 = 484;
	++size24;
	size24 = size24;
	bump16<<<(TUNE_6 + (WARPS_1 + 374)), RADIUS_3 * 0b10, 0>>>((unsigned*)nullptr, nullptr, WARPS_2, &size24);
	return 0b0;
}
