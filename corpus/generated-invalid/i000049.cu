// cudagen 0.1 seed 49 invalid:launch_bad_config_type
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,main,constant_var,constexpr_var,local_array,namespace,if,goto,ternary,logical,comparison,incdec,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,cast_functional,cast_static,sizeof,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifndef USE_FAST_PATH_6
#define TUNE_7 1
#else
#define TUNE_7 63
#endif
__constant__ int c_count8 = 2651ULL;

constexpr __host__ __device__ int tally9(int n10, float p11)
{
	n10--;
	unsigned t12(n10 + 51);
	return ADD3_2((p11 == TUNE_7) ? CAT_5(n, 10) : n10, 58, t12 + t12) + p11;
}

namespace img13 {
constexpr __device__ __host__ int probe14(int n15, int count16)
{
	count16 = (TUNE_7 * (n15 * n15)) + CAT_5(count, 16);
	return n15;
}

__global__ void __launch_bounds__((TUNE_7 + (TUNE_7 + 898))) drift17_kernel(int stride18, int n19)
{
	unsigned tid20 = threadIdx.x;
	if (tid20 >= stride18) {
		return;
	}
	n19++;
	double x21 = blockDim.y;
	int prod22[8] = {23, 4620lu, c_count8, static_cast<int>(CAT_5(n, 19)), -64, n19, -11};
	float acc23{9.625F};
	if (TUNE_7 != (stride18 * 27)) {
		goto skip24;
	}
	acc23 = blockDim.x;
	acc23--;
skip24:;
}
} // namespace img13

constexpr int host_rank25(int len26, float b27)
{
	int off28 = (ADD3_2(len26, TUNE_7, len26) < len26) ? 0x6 : (((len26 > 23) ? b27 : b27) + (CAT_5(b, 27) + b27));
	b27--;
	return ADD3_2(off28 * 0x1dll, TUNE_7, TUNE_7);
}
__global__ void probe_kernel30(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}
struct Shape31 {
    int w, h;
};

int main()
{
	int size29 = 698;
	Shape31 shape32 = {2, 3};
	probe_kernel30<<<shape32, 128>>>(nullptr, 0);
	img13::drift17_kernel<<<0x10, (256), 0, nullptr>>>(unsigned(CAT_5(size, 29)) * (1502L / size29), -0b1011L);
	size29 = ADD3_2((((size29 < size29) || (CAT_5(size, 29) < size29)) ? (size29 * size29) : MOD8_1(size29)), (size29 != size29) ? (size29 - sizeof(int)) : size29, MOD8_1(size29) ? (size29) : (CAT_5(size, 29) * size29));
	return 0b0;
}
