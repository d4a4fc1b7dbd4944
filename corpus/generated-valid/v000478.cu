// cudagen 0.1 seed 478 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,host_function,main,shared_var,constexpr_var,struct,anon_namespace,if,goto,ternary,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_statement,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 64
#define TILE_DIM_2 5
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#ifdef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 52
#endif
#if TUNE_5 % 2 == 0 || TUNE_5 < 4
#define CONFIG_6 4
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 29
#endif
#undef TILE_DIM_2
#define TILE_DIM_2 12
template <typename T>
__global__ void weigh7(const T* coef8, T b9, int* data10, unsigned long* dst11) {
	if ((*dst11)) {
		goto finish13;
	}
	(*dst11) = int(TILE_DIM_1 - data10[3]);
	if (37 >= dst11[3]) {
		if ((data10[1] <= b9) && (((*dst11) + b9) <= b9)) {
			if (coef8[5] == (*dst11)) {
				__shared__ float sh_12[128];
				(*data10) = 23;
			}
		}
	}
finish13:;
}
namespace {
struct Body14 {
	float id15;
	long weight16;
};
template <typename T, class U>
__global__ void __launch_bounds__((CONFIG_6 + 124) * 2) filter17(U alpha18) {
	if (((alpha18 > 43) ? 57U : alpha18) < alpha18) {
		alpha18 = alpha18 + CONFIG_6;
		unsigned s19 = alpha18 + CONFIG_6;
	}
	long w20 = alpha18 * alpha18 * (((+alpha18) <= alpha18) ? (63 * alpha18) : 19);
}
} // namespace
template <class T, int N>
__global__ void mix21(T* buf22, float cfg23) {
	Body14 r24 = Body14{};
	buf22[4]--;
	__shared__ float sh_25[128];
}
short int accum26(double q27) {
	q27++;
	if ((q27 - q27) == (q27 / sizeof(unsigned int)))
		q27 = q27;
	float off28 = -44;
	constexpr double k29 = 19.375f;
	return sizeof(int);
}
int main() {
	int size30 = 129;
	float f31 = ((accum26(size30) + (60l / size30)) == ((size30 <= 64) ? 42ul : size30)) ? (size30) : accum26(TILE_DIM_2);
	double m32{47L};
	weigh7<unsigned int><<<(size30 + 31) / 32, 512, sizeof(int) * 128>>>((const unsigned*)nullptr, char(accum26(size30)), &size30, (unsigned long*)nullptr);
	filter17<unsigned int, double><<<4, 32, sizeof(int) * 128>>>(m32 * f31 * (size30 + size30));
	mix21<unsigned, 6><<<(size30 + 31) / 32, CONFIG_6 + 252, 0>>>((unsigned int*)nullptr, f31 + ((m32 > size30) ? TUNE_5 : f31));
	return 0;
}
