// cudagen 0.1 seed 1094 valid
// features: kernel,maxnreg,launch,launch_dim3,builtin_vars,host_function,static_host_function,default_args,main,shared_var,extern_shared,constexpr_var,if,for,while,goto,compound_assign,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_string,lit_string_concat,lit_nullptr,sizeof,lambda,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define USE_FAST_PATH_2

#ifndef USE_FAST_PATH_2
#define TUNE_3 6
#else
#define TUNE_3 47
#endif
#if TUNE_3 == 47
#define CONFIG_4 4
#elif TUNE_3 < 0
#error unreachable configuration
#else
#define CONFIG_4 20
#endif

__global__ void tally5(const float* coef6, float* out7) {
	int gid8 = threadIdx.x;
	out7[gid8] = TUNE_3;
	out7[gid8] = 17.125F;
	int pass9 = 0;
	if ((coef6[6] - coef6[pass9]) < pass9) {
		goto done10;
	}
	while (pass9 < pass9) {
		if ((pass9 + CONFIG_4) == 0xB) {
			continue;
		}
		out7[pass9]--;
		++pass9;
	}
done10:;
}

__global__ void __maxnreg__(64) step11(int* data12) {
	extern __shared__ int dyn_13[];
	int gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
	data12[gid14] *= HALF_1(gid14 - (*data12));
	unsigned int idx15 = gridDim.x;
	data12[0] = dyn_13[0];
}

static unsigned int host_grow16(int n17, int n18 = 42) {
	tally5<<<(n18 + 0x7F) / 128, (64)>>>(nullptr, nullptr);
	auto step21 = [](int diff19) -> double {
		dim3 lo20 = dim3((diff19 + 127) / 128, (diff19 + 127) / 128, (CONFIG_4 + CONFIG_4));
		diff19 *= HALF_1(diff19 - diff19);
		return diff19;
	};
	const char* t22 = "x=%d" "_tail";
	n17 -= 39;
	n17 = (t22[1]) - t22[0];
	unsigned acc23 = +n17;
	return step21((n18) + 16l);
}

unsigned check_step24(int lane25, int stride26, int n27 = -45) {
	if (lane25 + stride26) {
		if ((lane25 + n27) != stride26) {
			return host_grow16(lane25) + n27;
		}
	}
	dim3 e28((lane25 + 31) / 32, sizeof(int) * 32, 2);
	n27 += n27;
	n27 >>= 0x6;
	return (lane25 += lane25, 38l);
}

int main() {
	int size29 = 0xd82;
	for (int j30 = 0; j30 < size29; j30++) {
		step11<<<dim3(sizeof(int) * 0x2, (size29 + 31) / 32, (CONFIG_4 + 4)), (256)>>>(&size29);
		step11<<<(CONFIG_4), 1 << (CONFIG_4 + 0x3)>>>(nullptr);
	}
	return 0x0;
}
