// cudagen 0.1 seed 108 invalid:goto_undefined_label
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,host_function,main,shared_var,extern_shared,constexpr_var,local_array,enum_class,typedef,if,for,switch,static_assert,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_function,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 3
#else
#define TUNE_6 62
#endif
#if TUNE_6 == 62
#define CONFIG_7 1
#elif TUNE_6 < 0
#error unreachable configuration
#else
#define CONFIG_7 32
#endif

__global__ void filter8(const float* __restrict__ coef9, unsigned short p10, int* __restrict__ buf11)
{
	extern __shared__ double dyn_12[];
	unsigned int r13 = 3 & (*buf11);
	dyn_12[p10 & 7] /= coef9[r13 & 7];
}

__device__ __noinline__ int stencil14(float a15, float* data16)
{
	data16[0] -= (data16[4] * a15) - 21.75F;
	float stride17[3]{a15, static_cast<float>(a15), -34};
	a15 += *data16;
	return stride17[0];
}
enum struct Mode18 : unsigned int {
	Low19,
	High20,
	Busy21,
	On22,
	Slow23
};
typedef double real24_t;

__global__ void sift25_kernel(real24_t* acc26, unsigned int a27, int stride28)
{
	a27 = (52 * (a27 & CAT_4(a, 27))) - sizeof(int);
	float y29 = (8.75f);
	long long* y30 = reinterpret_cast<long long*>(acc26);
	switch ((stride28)) {
	case 10: {
		unsigned int mid31[(CONFIG_7 + 0x2)] = {};
		break;
	}
	case 7:
		break;
	}
	unsigned idx32 = float(acc26[stride28]) - 11ul;
}

template <typename T, int N = 5>
__global__ void accum33_kernel(T p34, int count35)
{
	for (int j36 = 0x0, j37 = count35; j36 < j37; (++j36, (--j37))) {
		(--p34, (p34 = (9 | j37) * 1.125));
		Mode18 flag38 = Mode18::Slow23;
		static_assert((11) > 10);
	}
	p34--;
	T off39 = p34;
	if (count35) {
		return;
	}
}

__host__ void probe40(unsigned int beta41, Mode18 b42)
{
	if (b42 == Mode18::Slow23) {
		return;
	}
	bool stride43 = beta41 >= (beta41 * CAT_4(beta, 41));
	filter8<<<dim3(CONFIG_7 + 15, (8), (beta41 + 255) / 256), CONFIG_7 + 127, 0, 0>>>(nullptr, TWICE_PLUS_1((unsigned int)CAT_4(stride, 43), beta41), (int*)nullptr);
}

int main()
{
	int len44 = 4005;
	goto nowhere45;
	if (len44 > ((len44 >= len44) ? CAT_4(len, 44) : len44)) {
		return float(len44);
	}
	if (len44 >= CAT_4(len, 44)) {
		return TUNE_6;
	}
	static_assert(23 > 22, "bad config");
	len44 *= 48;
	sift25_kernel<<<(len44 + 31) / 0x20, CONFIG_7 + 0x1F>>>((double*)nullptr, TWICE_PLUS_1(len44 / len44, 53l), TWICE_PLUS_1(len44, len44));
	accum33_kernel<float, 2><<<dim3((len44 + 63) / 64, (len44 + 63) / 0x40), sizeof(float) * (CONFIG_7 + 7)>>>(+len44, len44);
	return 0;
}
