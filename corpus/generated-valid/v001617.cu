// cudagen 0.1 seed 1617 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,host_function,main,device_var,constexpr_var,auto_var,struct,class_private,if,if_else,if_init,switch,static_assert,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_const,sizeof,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 15
#else
#define TUNE_3 21
#endif

#if TUNE_3 == 15
#define CONFIG_4 1
#else
#define CONFIG_4 26
#endif
__device__ unsigned char d_fuse5 = 0x18;

unsigned long long check_probe6(int stride7)
{
	if ((stride7 & 1)) {
		return (TUNE_3);
	}
	stride7 = (stride7 * (stride7 += 2970u, 54u)) + 11;
	if (double t8 = stride7 - stride7; t8 == stride7) {
		if (double prod9 = t8; prod9 >= (63LL - stride7)) {
			if ('a' != CAT_1(stride, 7)) {
				return (stride7 * stride7) | (4 * stride7);
			}
		} else {
			static_assert((TUNE_3 + (TUNE_3 + (TUNE_3 + (CONFIG_4 + (CONFIG_4 + (CONFIG_4 + 5)))))) > 52, "bad config");
			long long *tmp10 = static_cast<long long*>(nullptr);
		}
	}
	return 2146;
}

struct Sample11 {
	int lo12;
	char val13;
	int z14;
	float vel15;
};

template <class T, int N = 7>
__global__ void drift16(const T *coef17, int lane18)
{
	if (!coef17) {
		return;
	}
	int t19(N);
	float stride20 = (lane18 += CAT_1(lane, 18), coef17[0x5]);
	if (d_fuse5 != 0x3aL) {
		auto tmp21 = CONFIG_4;
		tmp21 |= 40;
	}
	lane18++;
}

static __global__ void filter22(int *buf23, int n24)
{
	if ((d_fuse5 | (n24 & 2739)) > (0x2E | n24)) {
		d_fuse5 = CAT_1(n, 24);
		buf23[n24]--;
	}
	float prod25 = 1 - d_fuse5;
	Sample11 sum26 = Sample11{};
	prod25 = 24.25f;
	prod25 *= CAT_1(n, 24);
}

class Vec27 {
	double z28;
	int mass29;
public:
	__host__ __device__ Vec27(double b30, int a31) : z28(b30), mass29(a31) {}
	__host__ __device__ void mix32(int diff33)
	{
		diff33 = TUNE_3;
	}
	__host__ __device__ double bump34() const
	{
		return 11.5;
	}
};

template <typename T, int N>
__global__ void scale35(const T *coef36, int count37)
{
	T *z38 = const_cast<T*>(coef36);
	switch (count37 * 11l) {
	case (CONFIG_4 + 10):
		break;
	case 0:
		break;
	case (CONFIG_4 + 8): {
		float s39 = (count37);
		int *u40 = nullptr;
		break;
	}
	default:
		static_assert((CONFIG_4 + 14) > 14, "size check");
		break;
	}
	count37 %= d_fuse5;
}

int main(void)
{
	int count41 = 600;
	if (long long w42{5ll}; ((CAT_1(count, 41) * CAT_1(w, 42)) & 1)) {
		scale35<long, 8><<<256, 256>>>((const long*)nullptr, check_probe6((CAT_1(count, 41) >= w42) ? w42 : sizeof(float)));
		if (count41 > count41) {
			return count41;
		}
	} else {
		Sample11 u43 = Sample11{};
	}
	drift16<long, (sizeof(unsigned int))><<<(count41 + 31) / 32, sizeof(float) * 128>>>(nullptr, check_probe6(check_probe6(count41)));
	filter22<<<CONFIG_4 + 0377, 64 * (CONFIG_4 + CONFIG_4)>>>(nullptr, check_probe6(check_probe6(count41)));
	return 0;
}
