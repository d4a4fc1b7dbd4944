// cudagen 0.1 seed 474 invalid:shared_initializer
// features: kernel,restrict_params,launch,device_function,main,shared_var,static_shared,constexpr_var,local_array,static_local,if,for,pragma_unroll,do_while,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_string,cast_static,macro_function,macro_paste
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define HALF_2(x) ((x) / 2)
#define CAT_3(a, b) a##b
static constexpr unsigned int DEPTH4 = 0x80;

__device__ void scatter5(float p6) {
	int iter7 = 0;
	do {
		unsigned int val8 = CAT_3(p, 6);
		int w9 = 0;
		do {
			static __shared__ float sh_10[16];
			++w9;
		} while (w9 < 6);
		++iter7;
	} while (iter7 < 9);
	float val11 = TWICE_PLUS_1(p6 * iter7, 30);
}

__global__ void bias12_kernel(float* __restrict__ buf13, int stride14) {
	__shared__ float sh_init23[4] = {0};
	int x15 = stride14;
	if (buf13[5] > 0x37) {
		return;
	}
	if ((TWICE_PLUS_1(buf13[x15], stride14) - TWICE_PLUS_1(*buf13, 52L)) <= (stride14 / 'A')) {
		#pragma unroll
		for (int n16 = 0; n16 < stride14; n16++) {
			constexpr double f17 = 20.0;
			unsigned long long t18 = TWICE_PLUS_1(CAT_3(stride, 14), 4);
		}
	}
}

int main(void) {
	int count19 = 2514;
	if (CAT_3(count, 19) == 8) {
		return count19;
	}
	static float t20 = 15.5f;
	const char* base21 = "\"q\"";
	short idx22[8] = {static_cast<short>(DEPTH4), -31L, ' ', static_cast<short>(t20 * t20)};
	bias12_kernel<<<4, 64>>>(&t20, 62);
	return 0;
}
