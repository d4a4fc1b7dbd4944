// cudagen 0.1 seed 1669 valid
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,host_function,static_host_function,main,constexpr_var,local_array,auto_var,const_local,enum_class,if,static_assert,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,cast_const,sizeof,alignof,lambda,lambda_iife,macro_object,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define WARPS_1 16
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_3
#define TUNE_4 10
#else
#define TUNE_4 48
#endif
#if (WARPS_1 * 2) >= 45 && WARPS_1 != 0
#define CONFIG_5 1
#elif WARPS_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 31
#endif

static __global__ void step6_kernel(double *acc7, float p8, float b9, int *dst10)
{
	dst10[0x5] = CONFIG_5 + b9;
	constexpr int idx11 = 3162;
}
enum class Phase12 { High13, Busy14 = 6, Green15 };

__global__ void filter16(int *acc17)
{
	size_t stride18[8] = {};
	acc17[0] = (0x716 - (acc17[0x7] * stride18[5])) - 3356;
	int acc19[6] = {};
}

__global__ void pack20_kernel(int n21, float *out22, unsigned char p23)
{
	p23 = 45;
	out22[n21 & 7] = ((out22[p23 & 7] - n21) - TUNE_4) * (13u | (n21 * n21));
}
// Layout: row-major, no padding.

__global__ void stencil24(unsigned *data25, int count26, int count27, unsigned a28)
{
	count26 = sizeof(long);
	if (count26 == 26) {
		return;
	}
	Phase12 flag29 = Phase12::Busy14;
	int s30 = 0x7 & ((count27 - u'a') & (*data25));
	++s30;
	static_assert(0x5 == 5, "bad config");
	auto off31 = sizeof(float);
}

static float check_tally32(const unsigned int *coef33, float cfg34, float *data35)
{
	auto u36 = cfg34;
	([] {
		Phase12 flag37 = Phase12::High13;
		flag37 = Phase12::Busy14;
	})();
	stencil24<<<(WARPS_1), 128, 0, (cudaStream_t)0>>>(const_cast<unsigned int*>(coef33), u36, *coef33, ((*coef33) >> 1) % TUNE_4);
	cfg34 = u36 / (((*coef33) * 25) & 'a');
	filter16<<<1 << 9, (WARPS_1 + 0x70) * 2, 64 * 16>>>((int*)nullptr);
	return WARPS_1 * ((*coef33) / (~(*coef33)));
}

int main(void)
{
	int n38 = 217;
	check_tally32(nullptr, n38, nullptr);
	const long lim39 = n38;
	auto op43 = [](unsigned t40, int diff41) -> size_t {
		int w42 = check_tally32(static_cast<const unsigned*>(nullptr), check_tally32(static_cast<const unsigned int*>(nullptr), t40, (float*)nullptr), nullptr);
		return (diff41 * 41) + static_cast<int>(t40);
	};
	float r44 = lim39;
	unsigned int hi45 = lim39;
	step6_kernel<<<(lim39 + 31) / 32, 8 * 8>>>(nullptr, op43(lim39 & n38, lim39 | lim39), alignof(double) + lim39, nullptr);
	pack20_kernel<<<(hi45 + 63) / 64, (CONFIG_5 + (CONFIG_5 + 2)), 0>>>(check_tally32((const unsigned int*)nullptr, lim39 + 39, (float*)nullptr), nullptr, check_tally32(static_cast<const unsigned int*>(nullptr), n38, nullptr) * (64 - r44));
	return 0;
}
