// cudagen 0.1 seed 585 invalid:device_call_from_host_device
// features: kernel,launch_bounds,launch,host_device_function,host_function,constexpr_function,main,device_var,constexpr_var,enum_class,anon_namespace,if,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#ifdef USE_FAST_PATH_3
#define TUNE_4 3
#else
#define TUNE_4 54
#endif
#if TUNE_4 > 4
#define CONFIG_5 1
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 17
#endif
#undef TUNE_4
#define TUNE_4 8
static constexpr unsigned int DEPTH6 = 1 << 8;
enum struct Phase7 : long { Off8, Blue9 };
__global__ void fuse10(const unsigned int *in11, unsigned p12, const long *input13, Phase7 beta14) {
	--p12;
	if (((*in11) + (*in11)) > 0xDlu) {
		return;
	}
	++p12;
	--p12;
	beta14 = Phase7::Off8;
	beta14 = Phase7::Off8;
}
constexpr int check_smooth15(int lane16) {
	float e17 = TUNE_4 + (+(lane16 / lane16));
	return 63;
}
__global__ void __launch_bounds__((DEPTH6 + (CONFIG_5 + (TUNE_4 + 759)))) warp18_kernel(double *out19, int *data20, int stride21) {
	double m22 = 5.375;
	(*data20)++;
	out19[4] = 12.125f;
	m22 = stride21;
}
__device__ __host__ int rank23(int *data24, const char *input25) {
	short stride26 = DEPTH6 + (data24[1] + (20u / (*data24)));
	int res27 = (0x20 * ((*data24) + 36));
	++stride26;
	return ((res27 << 2) - TUNE_4) + (stride26 >> (0x27 * data24[res27]));
}
__device__ long long d_sweep28 = 49;
namespace {
enum class Kind29 { On30 = 3, Off31, Blue32 = 8 };
} // namespace
__device__ __host__ void smooth33(Kind29 beta34, float p35) {
	int res36 = rank23(nullptr, nullptr);
	p35 = ((DEPTH6 - res36) >> 3) + rank23(nullptr, nullptr);
	res36--;
	int hi37 = 14ul + (p35 * p35);
	rank23((int*)nullptr, (const char*)nullptr);
	float s38 = CONFIG_5;
	constexpr unsigned char u39 = 0x18;
}
__host__ __device__ int sweep40(float q41, int n42, int count43) {
	float off44 = rank23(nullptr, (const char*)nullptr);
	count43--;
	Phase7 w45 = Phase7::Off8;
	n42--;
	off44++;
	return 0x2CU + (count43 * n42 * (DEPTH6));
}
__host__ __device__ unsigned char mix46(int len47, bool p48) {
	len47 = DEPTH6 - sweep40(sweep40(11.375f, 0x28l, 16LL), p48 + 0x8, p48 + 659ULL);
	p48 = (p48 * (len47 + len47)) > 38;
	rank23(nullptr, (const char*)nullptr);
	return +(p48 + CONFIG_5 + (p48 * p48));
}
__device__ float device_only51(float x)
{
    return x * 0.5f;
}
__host__ __device__ float portable52(float x)
{
    return device_only51(x) + 1.0f;
}
int main() {
	int n49 = 0xBDB;
	fuse10<<<(n49 + 037) / 040, 512>>>(nullptr, 40, nullptr, Phase7::Off8);
	warp18_kernel<<<(1), 0x10 * TUNE_4>>>(nullptr, nullptr, check_smooth15(n49) + n49);
	float prod50 = -check_smooth15(rank23((int*)nullptr, nullptr));
	return 0;
}
