// cudagen 0.1 seed 1506 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,restrict_params,launch,device_function,device_template_function,main,shared_var,extern_shared,constexpr_var,const_local,enum,enum_class,typedef,if,if_else,if_init,static_assert,ternary,shift,logical,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 14
#else
#define TUNE_4 39
#endif

template <class T, class U>
__device__ char decay5(T *__restrict__ dst6) {
	dst6[1] = dst6[2];
	constexpr float v7 = -2.5f;
	float hi8 = v7;
	if (double f9(hi8); dst6 == nullptr) {
		f9 = -7.25;
		long long sum10 = f9;
	}
	const T sum11 = 0b110110;
	return dst6[4];
}

__device__ void bias12(int count13, unsigned int q14, float beta15) {
	int *prod16 = nullptr;
	count13 = beta15;
	q14 = prod16[1] - ((*prod16) * (CAT_2(count, 13) >> TUNE_4));
	count13 = 19U;
	static_assert((TUNE_4 + 3) == 17);
	float x17(decay5<float, int>(reinterpret_cast<float*>(prod16)));
	beta15 = ((55U * (*prod16)) << 6) + ((int)(TUNE_4 + prod16[q14]));
}
enum struct Axis18 : long { Add19 = 3, Low20 };

static __global__ void merge21_kernel(const float *__restrict__ input22, int n23) {
	n23 = MIN2_1((*input22) + TUNE_4, +input22[n23]);
	n23 = 0b0lu;
	if (((!input22) ? input22[3] : n23) != TUNE_4) {
		n23 = ((decay5<long, double>(nullptr) != input22[n23]) ? ((sizeof(signed char) == n23) ? 36 : 5l) : (-input22[n23])) - n23;
	} else {
		decay5<unsigned int, long>(nullptr);
	}
}
enum Op24 { BUSY25, OFF26 = 4, GREEN27 };

__device__ double bump28(int *buf29) {
	if (const float val30 = TUNE_4; !(!(buf29[3] == buf29[0]))) {
		int hi31(*buf29);
	} else {
		if ((val30 == buf29[6]) || (buf29[7] == val30))
			return MIN2_1((decay5<float, long>(reinterpret_cast<float*>(buf29))), buf29[4] + OFF26);
		if (constexpr unsigned short prod32 = 64ul; buf29[3] <= decay5<int, double>(nullptr)) {
			(*buf29) = (decay5<unsigned int, long>(reinterpret_cast<unsigned*>(buf29)) - (val30 / buf29[2])) + ((10UL + (*buf29)) - decay5<double, float>((double*)nullptr));
			float lim33 = val30;
		} else {
		}
	}
	return ((*buf29) < (*buf29)) ? 9.875 : 542;
}
typedef int idx34_t;

template <typename T>
__global__ void split35(const T *__restrict__ src36, const char *src37, const T *in38, const T *__restrict__ coef39) {
	extern __shared__ unsigned char dyn_40[];
	T f41 = BUSY25 * coef39[6];
	if (MIN2_1(src37[1], bump28((idx34_t*)nullptr)) >= bump28(nullptr)) {
		unsigned short off42 = coef39[3];
	} else if (decay5<T, float>(nullptr) >= src37[0])
		return;
	f41 = 11.0F;
	Axis18 idx43 = Axis18::Add19;
	if (idx43 != Axis18::Add19)
		return;
}

int main() {
	int size44 = 04071;
	int f45 = (43 * size44 * (-size44)) - (BUSY25 - CAT_2(size, 44));
	split35<double><<<1, 1 << 9>>>((const double*)nullptr, nullptr, (const double*)nullptr, (const double*)nullptr);
	merge21_kernel<<<(f45 + 037) / 32, OFF26 + 28>>>(nullptr, MIN2_1(size44, 49) + 4315);
	return 0;
}
