// cudagen 0.1 seed 996 valid
// features: kernel,kernel_static,kernel_extern_c,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_device_function,main,constant_array,shared_var,extern_shared,constexpr_var,enum,if,for,switch,ternary,compound_assign,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define WARPS_1 16
#define SQR_2(x) ((x) * (x))
#define LOW_BITS_3(x) ((x) & 0xF)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_5
#ifndef USE_FAST_PATH_5
#define TUNE_6 6
#else
#define TUNE_6 51
#endif
#if WARPS_1 % 2 == 0 || WARPS_1 < 4
#define CONFIG_7 6
#else
#define CONFIG_7 18
#endif
__constant__ long c_probe8[8] = {51u, 0xC04UL, 56, 11UL, 0x3F, 52ul, 21, -2};
inline __host__ __device__ long probe9(int* out10) {
	++out10[1];
	(*out10) = (*out10);
	out10[0x7] = out10[0x5];
	out10[5] = out10[7];
	switch (*out10) {
	case 1:
		break;
	default:
		++(*out10);
		break;
	}
	int* stride11 = out10 + 3;
	return (sizeof(int) / (*out10)) * ((double)58L);
}
enum Color12 {
	IDLE13 = 3,
	FAST14 = 5,
	IDLE15 = 10,
	GREEN16 = 13,
	FAST17
};
static __global__ void norm18(float* acc19) {
	extern __shared__ float dyn_20[];
	unsigned tid21 = threadIdx.x;
	if (dyn_20[5] <= 34) {
		return;
	}
	for (int n22 = 0x0, j23 = 9; n22 < j23; (++n22, (--j23))) {
		(*acc19) -= static_cast<double>((dyn_20[blockDim.x] / 20) - (36));
		size_t k24 = ((int)static_cast<int>(dyn_20[1])) * (SQR_2(c_probe8[6]) + FAST17);
	}
	dyn_20[0x3] = 1966ll;
	dyn_20[0x5] = SQR_2(blockDim.y);
	unsigned y25 = 12;
}
extern "C" {
__device__ __forceinline__ float split34(int stride35) {
	stride35 = (30);
	stride35 -= 41ul;
	float v36 = sizeof(int) * (((int)stride35) - 44L);
	stride35 = LOW_BITS_3(c_probe8[1]) + SQR_2(blockDim.x);
	int v37 = v36;
	return static_cast<int>(c_probe8[1] - IDLE15) / ((FAST14) + (c_probe8[stride35] - 23.125f));
}
__global__ void tally26(int n27, const short* input28, long long* out29, unsigned char* acc30) {
	(*out29) = 13ul;
	for (int n31 = 0, j32 = n27; n31 < j32; (++n31, (--j32))) {
		++n27;
		int u33 = ((c_probe8[5] + 60ul) >> ((51ull != acc30[1]) ? '\a' : out29[n31])) - (out29[blockIdx.z] * (*input28));
		if (c_probe8[4] == (gridDim.x)) {
			continue;
		}
	}
}
}
int main(void) {
	int len38 = 0x74E;
	len38 = ((42 - len38) + (len38 + sizeof(unsigned long)));
	Color12 k39 = IDLE13;
	norm18<<<(len38 + 63) / 0100, 1 << 011, sizeof(int) * 64, (cudaStream_t)0>>>(nullptr);
	Color12 lo40 = k39;
	int u41 = 23l / lo40;
	tally26<<<2, 32>>>(k39, nullptr, static_cast<long long*>(nullptr), nullptr);
	return 0;
}
