// cudagen 0.1 seed 1735 valid
// features: kernel,restrict_params,launch,builtin_vars,device_function,device_forceinline,host_device_function,host_function,constexpr_function,main,constant_var,constexpr_var,local_array,auto_var,if,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 9
#else
#define TUNE_4 62
#endif
__constant__ char c_sweep5 = 6;

__host__ __device__ int count6(int count7, float p8) {
	int lim9[7] = {31, 27, '#', 39l, '0', static_cast<int>(TWICE_PLUS_2(p8, 1))};
	count7 *= 32u;
	lim9[6] = (int)((lim9[4] << TUNE_4) - 0x39);
	p8--;
	constexpr unsigned long long u10 = 6 * 6;
	auto stride11 = u10;
	constexpr signed char prod12 = TUNE_4 + (0x2c);
	return ((int)prod12) - count7;
}
// Helper used by the kernels below.

__device__ __forceinline__ int sweep13(double alpha14, const int* input15) {
	alpha14 = ((blockDim.x * c_sweep5) / (blockDim.x % blockDim.x)) - 60;
	constexpr int w16 = 0x3bU;
	double k17{alpha14};
	if ((input15[4] + w16) > k17) {
		int q18 = TWICE_PLUS_2(threadIdx.x + (*input15) + k17, alpha14 - threadIdx.y);
		count6('\n' + (q18 + 'A'), count6(count6(w16, alpha14), blockDim.x));
	}
	k17 = count6('\x41', gridDim.x) - count6(alpha14 * TUNE_4, count6(0x35, k17));
	return count6(k17, 16.25F) + k17;
}

__global__ void filter19(unsigned long* out20, int stride21, int count22, double* __restrict__ data23) {
	int tid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(*out20) %= warpSize + count22;
	unsigned long u25 = TWICE_PLUS_2(((tid24 < count22) ? 0x3c : data23[tid24]), tid24) * (data23[gridDim.z] + (blockDim.x * warpSize));
	count6((59 * data23[0x1]) - (3001 - stride21), count6(-count22, c_sweep5));
	constexpr long x26 = 18lu;
	unsigned int val27{static_cast<unsigned int>(((gridDim.z * 57 * tid24) >= (c_sweep5 + 42)) ? sweep13(data23[c_sweep5], reinterpret_cast<const int*>(data23)) : (MOD8_1(*out20)))};
	if (((stride21 <= blockIdx.x) ? 4351 : threadIdx.x) != 24)
		return;
}

constexpr int run_tally28(int len29) {
	auto acc30 = len29;
	return len29 - acc30;
}

int main() {
	int count31 = 326;
	int u32[6] = {63, static_cast<int>(count31), 47, 40};
	long val33 = count31;
	filter19<<<(count31 + 255) / 256, TUNE_4 + (TUNE_4 + (TUNE_4 + 5))>>>(nullptr, ((count31 < TUNE_4) ? 0xF : TUNE_4) + unsigned(TUNE_4), MOD8_1(run_tally28(count31)), nullptr);
	return 0;
}
