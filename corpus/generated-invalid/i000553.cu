// cudagen 0.1 seed 553 invalid:missing_semicolon
// features: kernel,launch,launch_shared_mem,launch_stream,host_device_function,host_function,default_args,main,constexpr_var,const_local,if,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_4
#ifndef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 22
#endif
#if TUNE_5 > 2
#define CONFIG_6 4
#else
#define CONFIG_6 12
#endif
float host_pack7(long cfg8 = 51) {
	const unsigned int x9 = 57 + (cfg8 + 143 + (19 * cfg8));
	cfg8 = -3074;
	return sizeof(int) * (x9 % (0x14 >> cfg8));
}
__host__ __device__ int update10(int n11, float beta12, int len13) {
	beta12 *= n11 + (n11 / (n11));
	int off14 = 0xb + beta12;
	bool q15 = (beta12 * TUNE_5) != (n11 << (n11 - CONFIG_6));
	ACCUM_3(beta12, ((q15 + off14) - n11));
	if ((beta12 == off14) && q15) {
		return q15 << (n11 + '"');
	}
	return len13;
}
__global__ void kick16(int lane17, int* acc18, int* out19) {
	char cnt20 = 0x23L - MAX2_1(acc18[5], lane17);
	out19[cnt20] = 0x2cul;
	update10(0x20u, (int)update10(cnt20, 40, lane17), sizeof(short int));
	(*acc18) = MAX2_1(update10(56, 13.75F, sizeof(long long)) % TUNE_5, 1);
	(*out19)++;
}
unsigned int host_filter21(int len22, int stride23, int n24) {
	stride23--;
	(n24--, (n24 %= 37 + n24 + 0x38ul));
	stride23 >>= (len22 - stride23) * (37) * (update10(len22, 63, 55ll) * stride23);
	stride23++;
	ACCUM_3(stride23, (31));
	if (update10(stride23, 8.125F, stride23) > CONFIG_6) {
		return len22;
	}
	kick16<<<(stride23 + 31) / 32, sizeof(unsigned int) * 32, sizeof(int) * 64, (cudaStream_t)0>>>(update10(5, n24 - len22, CONFIG_6), nullptr, (int*)nullptr);
	return n24;
}
int main(void) {
	int count25 = 0xc4;
	int step26 = count25 + 1
	count25 += step26;
	count25 += MAX2_1(count25, 4) + ((unsigned long)count25);
	count25 ^= 0x36;
	count25 -= count25 - (update10(count25, count25, count25) + 61l);
	return 0;
}
