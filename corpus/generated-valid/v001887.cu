// cudagen 0.1 seed 1887 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,host_function,main,shared_var,extern_shared,constexpr_var,local_array,enum,if,if_else,while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,cast_functional,cast_static,sizeof,alignof,macro_object,macro_function,macro_statement,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 3
#define RADIUS_2 128
#define SQR_3(x) ((x) * (x))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#ifndef USE_FAST_PATH_5
#define TUNE_6 15
#else
#define TUNE_6 19
#endif
#undef RADIUS_2
#define RADIUS_2 48
__global__ void grow7_kernel(int stride8) {
	extern __shared__ int dyn_9[];
	int cnt10[(0b110)] = {};
	int prod11((stride8 += alignof(int), dyn_9[stride8]));
	long long f12 = (TUNE_6 >> cnt10[1]);
	if (dyn_9[stride8] > f12) {
		return;
	}
	double x13 = prod11;
}
enum Color14 {
	ADD15 = 1,
	LOW16,
	MUL17,
	ADD18,
	IDLE19
};
// Layout: row-major, no padding.
__global__ void count20(float b21) {
	float y22 = b21;
	int u23[2]{21, 7};
}
int host_march24(char a25) {
	if ((a25 != 14ULL) || (a25 != a25)) {
		return 33;
	}
	a25 |= static_cast<short>(7);
	if (-a25) {
		int w26 = 0;
		while (w26 < 9) {
			dim3 off27(512, (w26 + 255) / 256);
			(a25++, (a25 = w26));
			double base28[7]{double(w26), 9u, static_cast<double>(w26), 19.625, 6, 4ull, 9.0};
			++w26;
		}
	} else {
	}
	return (a25 += -38l, a25) ? (a25 + 27 + a25) : sizeof(int);
}
int main() {
	int len29 = 2610;
	(len29++, (len29 %= static_cast<int>(5 - len29) - MUL17));
	count20<<<(len29 + 0x7f) / 128, (TUNE_6 + (ADD18 + (ADD15 + (TILE_DIM_1 + (TILE_DIM_1 + (IDLE19 + 1)))))) * 0x10, sizeof(int) * 64>>>(host_march24(host_march24(ADD15)));
	len29 /= (((len29 >= len29) || len29) ? (5u + len29) : (64u + len29)) + (static_cast<long>(len29) >> 3);
	grow7_kernel<<<dim3(sizeof(int), (LOW16 + 254)), 0x1 << 6>>>(SQR_3(len29 * len29));
	return 0;
}
