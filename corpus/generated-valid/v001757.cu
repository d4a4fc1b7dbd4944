// cudagen 0.1 seed 1757 valid
// features: kernel,restrict_params,launch,host_function,main,shared_var,host_global,constexpr_var,const_local,enum,if,if_else,if_init,for,while,ternary,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 5
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 48
enum Kind6 {
	IDLE7,
	ADD8,
	LOW9,
	OFF10,
	IDLE11
};

__global__ void count12(float* __restrict__ data13, int len14, long long* out15) {
	int base16 = len14;
	if (out15[len14] < 14) {
		(*data13) = int(data13[base16] * 30);
	}
	(*out15) = *data13;
}
int g_decay17 = (ADD8 + (OFF10 + 0x10));

__global__ void relax18_kernel(unsigned int cfg19, unsigned char* __restrict__ data20) {
	for (int i21 = 0; i21 < 13; i21++) {
		cfg19 = (sizeof(int) + MOD8_2(cfg19)) << ((*data20) + (i21 << data20[i21]));
		double r22 = (sizeof(signed char) + (*data20)) - (((cfg19 * i21) > cfg19) ? (cfg19 - 24.0) : (i21 + 20.5f));
		const int base23 = static_cast<int>(cfg19 << i21) - cfg19;
	}
	(*data20) = cfg19;
}

__global__ void bias24(int lane25, Kind6 a26, int* out27, unsigned long* dst28) {
	if (a26 == ADD8) {
		int pass29 = 0x0;
		while (pass29 < 0xF) {
			Kind6 mid30 = a26;
			__shared__ unsigned sh_31[32];
			++pass29;
		}
	} else if (int k32 = a26; lane25 <= (5 * a26)) {
		dst28[5] = 0x2 / (CAT_5(k, 32) + k32);
	}
	a26 = a26;
}

int shade33(int lane34) {
	count12<<<0x200, (IDLE11 + 0x1fc)>>>(nullptr, lane34, nullptr);
	relax18_kernel<<<(64), IDLE11 + 60>>>(g_decay17, nullptr);
	g_decay17 = g_decay17;
	bias24<<<1 << 2, LOW9 + (LOW9 + (LOW9 + 0x7A))>>>(((g_decay17 >= 17) ? OFF10 : 0x30) + (22L - lane34), LOW9, (int*)nullptr, static_cast<unsigned long*>(nullptr));
	return 0x24lu;
}

int main() {
	int count35 = 390;
	bias24<<<sizeof(unsigned int) * (OFF10 + ADD8), (ADD8 + 31) * 16>>>(g_decay17, LOW9, nullptr, nullptr);
	g_decay17 = 0x2Cull;
	float sum36 = g_decay17 + g_decay17 + (MOD8_2(count35) - (10.25f + count35));
	sum36 = MOD8_2(((int)static_cast<int>(sum36)));
	return 0x0;
}
