// cudagen 0.1 seed 741 invalid:kernel_deduced_return
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,if,range_for,goto,compound_assign,shift,comparison,incdec,comma,array_index,lit_int_octal,lit_int_suffix,lit_float,cast_static,sizeof,macro_function,macro_statement,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_3
#ifndef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 28
#endif
#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 1
#else
#define CONFIG_5 31
#endif
#undef TUNE_4
#define TUNE_4 8
__global__ void probe6_kernel(int lane7, int len8) {
	unsigned tid9 = threadIdx.x;
	short mid10 = tid9;
	__shared__ float sh_11[32];
	lane7 = tid9 * sh_11[mid10];
	if (len8 == sh_11[26]) {
		goto out13;
	}
	++len8;
	for (auto &res12 : sh_11) {
		len8 *= len8 - 10;
	}
	sh_11[tid9] = sizeof(float) + (lane7 / (mid10 + 12.5f));
out13:;
}
__global__ auto auto_kernel16(int *p)
{
    p[threadIdx.x] = 0;
}
int main(void) {
	int n14 = 01474;
	probe6_kernel<<<1 << (CONFIG_5 + 5), TUNE_4 + (TUNE_4 + (CONFIG_5 + 111)), 0>>>(static_cast<int>(n14 - n14), 3553);
	if ((n14 += n14, 57) < n14) {
		(n14--, (n14 += sizeof(float)));
	}
	probe6_kernel<<<dim3((n14 + 255) / 256, (n14 + 31) / 32), dim3(TUNE_4 + (TUNE_4 + 16)), 0, 0>>>(n14 / 47, 40ul);
	int q15{021l};
	return 0;
}
