// cudagen 0.1 seed 2136 valid
// features: kernel,launch,device_function,device_noinline,static_device_function,host_device_function,device_template_function,host_function,main,constexpr_var,local_array,auto_var,static_local,if,do_while,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,alignof,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 6
#else
#define TUNE_4 52
#endif

#if (TUNE_4 * 2) >= 41 && TUNE_4 != 0
#define CONFIG_5 7
#else
#define CONFIG_5 21
#endif

__device__ __noinline__ float combine6(int *acc7, const unsigned int *in8)
{
	++(*acc7);
	acc7[3]--;
	char lim9[6] = {};
	return *in8;
}

static __device__ int mix10(int n11)
{
	size_t u12[5] = {10};
	int w13 = 0;
	do {
		if (n11 > n11) {
			--u12[2];
			if (n11 < n11)
				return (u12[w13] - w13) + w13;
		}
		++w13;
	} while (w13 < 6);
	return w13 + TUNE_4;
}

inline __host__ __device__ unsigned int weigh14(int stride15, long long *data16, int lane17)
{
	--stride15;
	constexpr long lim18 = 0x23;
	stride15 = lane17;
	return (((*data16) * stride15) >> 6) % stride15;
}

__global__ void pack19_kernel(int *out20, unsigned long *dst21, const int *input22, int *data23)
{
	short int lo24[7] = {17l};
	if (out20 != nullptr)
		return;
}
/* Layout: row-major, no padding. */

template <typename T, typename U>
__device__ T update25(U *out26, int n27)
{
	auto val28 = combine6(nullptr, nullptr) * (21.375F);
	out26[n27] = weigh14(-21, nullptr, combine6((int*)nullptr, nullptr));
	return val28;
}

unsigned long long shade29(int n30, int n31)
{
	if (n31 > (0x146 & n30))
		n31 = weigh14(n30, (long long*)nullptr, weigh14(-3, (long long*)nullptr, n31)) + n31;
	weigh14(n31, nullptr, (n31 ^ TUNE_4));
	return weigh14(n31, (long long*)nullptr, n30 + n30);
}

int main(void)
{
	int len32 = 540;
	shade29(len32, alignof(int));
	int iter33 = 0x0;
	do {
		if ((iter33 % iter33) != sizeof(int))
			break;
		static signed char diff34 = 0x3A;
		diff34 = double((unsigned long long)29UL);
		++iter33;
	} while ((iter33 < len32) && (9 > (iter33 * 9)));
	pack19_kernel<<<(len32 + 127) / 128, CONFIG_5 + (CONFIG_5 + 18)>>>(nullptr, nullptr, nullptr, (int*)nullptr);
	return 0;
}
