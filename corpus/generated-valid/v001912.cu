// cudagen 0.1 seed 1912 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,static_device_function,host_function,main,shared_var,host_global,constexpr_var,if,if_else,if_init,do_while,compound_assign,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,cast_c,cast_static,sizeof,macro_object,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 4

#if RADIUS_1 > 65
#define CONFIG_2 1
#else
#define CONFIG_2 22
#endif

__global__ void pack3_kernel(int *__restrict__ out4) {
	__shared__ float sh_5[0x4 * 2];
	int diff6 = 32;
	float k7 = *out4;
	int t8 = 43;
}
// NOTE: keep in sync with the host reference.

inline static __device__ unsigned int mix9(long *data10) {
	if (!(data10[0x0] == data10[1])) {
		data10[2] = (float)24.f;
		int pass11 = 0;
		do {
			constexpr signed char s12 = 0x27;
			++pass11;
		} while (pass11 < pass11);
		data10[0x0] -= (int)((*data10) * pass11 * 64);
	} else {
		size_t k13 = (int)static_cast<int>(*data10);
	}
	++(*data10);
	return data10[2];
}
static constexpr unsigned int RADIUS14 = RADIUS_1 + (1);
const char *g_apply15 = R"(raw \n text)";

float run_filter16(int n17, short cfg18) {
	if (float acc19 = 9 + ((cfg18 + 19.25f) - (RADIUS14)); ((g_apply15[1] - g_apply15[1]) / (acc19)) >= 19) {
		pack3_kernel<<<dim3((RADIUS_1 + 0xc) * 16, (n17 + 0x3f) / 64), 512, sizeof(float) * 128, (cudaStream_t)0>>>(&n17);
		unsigned int val20 = (((size_t)34lu) - acc19) + RADIUS14;
		int s21 = RADIUS14;
	}
	return n17;
}

int main() {
	int count22 = 369;
	count22 = run_filter16(RADIUS_1 * count22, RADIUS14);
	count22 -= 35 / run_filter16(-31, 6 / g_apply15[1]);
	count22 *= (CONFIG_2 - g_apply15[1]) * count22 * (count22 - run_filter16(7U, g_apply15[0]));
	if (count22 >= count22) {
		return RADIUS14;
	}
	count22 = run_filter16(run_filter16(count22, (float)5.5f), run_filter16(RADIUS14, g_apply15[1]));
	return 0x0;
}
