// cudagen 0.1 seed 479 invalid:thread_local_device_var
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,static_host_function,main,constexpr_var,if,goto,compound_assign,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_nullptr,cast_c,macro_object,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define WARPS_1 4
#define CHUNK_2 (3)
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b
#ifdef USE_FAST_PATH_6
#define TUNE_7 2
#else
#define TUNE_7 36
#endif
#if TUNE_7 > 45
#define CONFIG_8 3
#else
#define CONFIG_8 26
#endif
__global__ void clamp9_kernel(unsigned* dst10, int* out11, float* data12) {
	(*dst10) = TUNE_7;
	if (!(dst10[7] > out11[7])) {
		goto out13;
	}
	++out11[4];
	if ((*data12) > out11[3]) {
		return;
	}
	out11[3] = data12[2];
out13:;
}
static float merge14(int lane15, const float* src16) {
	lane15 = 14 - (src16[lane15] + (*src16));
	++lane15;
	return TWICE_PLUS_3(TWICE_PLUS_3(src16[lane15], *src16), *src16);
}
__device__ thread_local int tl_var18;
int main(void) {
	int size17 = 0x66A;
	size17 <<= CHUNK_2;
	clamp9_kernel<<<dim3(0x4, (size17 + 255) / 256, 256), dim3((size17 + 31) / 32), 0b0, nullptr>>>((unsigned*)nullptr, &size17, (float*)nullptr);
	return 0;
}
