// cudagen 0.1 seed 43 valid
// features: kernel,launch_bounds,maxnreg,restrict_params,launch,host_function,main,device_array,host_global,constexpr_var,local_array,typedef,namespace,if,for,static_assert,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,pp_ifdef,pp_if
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifdef USE_FAST_PATH_3
#define TUNE_4 3
#else
#define TUNE_4 60
#endif

#if (TUNE_4 * 2) >= 15 && TUNE_4 != 0
#define CONFIG_5 5
#else
#define CONFIG_5 9
#endif

__global__ void step6(const float *__restrict__ in7, unsigned int *acc8, int stride9)
{
	double sum10[3] = {3718, 23.5};
	sum10[2] = acc8[2] & (acc8[4] ^ (57L >> stride9));
	if (in7 == nullptr) {
		return;
	}
}
float g_gather11 = 12;

namespace kern12 {
typedef char idx13_t;

__global__ void sift14_kernel(const double *__restrict__ in15)
{
	if (in15[5] <= 22) {
		return;
	}
}

__global__ void __launch_bounds__(CONFIG_5 + 27) decay16(float p17, float a18, int len19, int *__restrict__ dst20)
{
	p17 = a18 - (len19 - (len19 & 3741L));
	p17 = len19 | sizeof(signed char);
	for (int n21 = 0; n21 < 0x7; ++n21) {
		a18--;
	}
	p17 = 11.5f;
}
} // namespace kern12
static __device__ unsigned short d_mix22[16];

__global__ void __maxnreg__(64) update23(long *__restrict__ out24, float *buf25)
{
	buf25[0] = static_cast<float>(+(d_mix22[2] + 0x9));
	int h26[6] = {};
	d_mix22[1] = static_cast<int>(0x39);
}

void host_tally27(int len28)
{
	len28 = ((0xf + len28) % (39 - len28)) * (51 * (len28 >> 7));
	static_assert(sizeof(int) == 4);
	double t29 = 4 >> len28;
	t29 = len28 << (CONFIG_5 + static_cast<unsigned int>(g_gather11));
	t29 = 62;
	g_gather11 = 17.5F;
}

int main()
{
	int n30 = 3971;
	if (n30 < g_gather11) {
		return static_cast<unsigned long long>(sizeof(unsigned int));
	}
	kern12::sift14_kernel<<<(n30 + 31) / 32, 64 * 2>>>(nullptr);
	for (int it31 = 0x0; it31 < n30; ++it31) {
		g_gather11 = n30;
		n30 = (it31 > (25UL << it31)) ? n30 : it31;
	}
	if (((n30 == 33UL) ? g_gather11 : g_gather11) <= 48U) {
		return (45);
	}
	step6<<<(n30 + 255) / 256, 512>>>(&g_gather11, nullptr, n30 * g_gather11);
	kern12::decay16<<<(n30 + 31) / 0x20, CONFIG_5 + (CONFIG_5 + 22)>>>(2084 ^ n30, static_cast<double>(n30) * n30, 17U, &n30);
	update23<<<sizeof(int) * (CONFIG_5 + (CONFIG_5 + 54)), (CONFIG_5 + 123) * 2>>>(nullptr, &g_gather11);
	return 0;
}
