// cudagen 0.1 seed 1800 valid
// features: kernel,kernel_template,launch_deduced_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_function,constexpr_function,main,shared_var,constexpr_var,auto_var,struct,struct_methods,typedef,using_alias,if,if_else,static_assert,ternary,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MOD8_2(x) ((x) % 8)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 49
#endif

__global__ void sift6_kernel(const long long* src7, int n8, int n9, float* __restrict__ dst10) {
	unsigned long long res11 = 23u;
	res11 = *dst10;
	__shared__ unsigned int sh_12[64];
	dst10[5]--;
	if ((n9 >> res11) != res11)
		return;
	++(*dst10);
	n8--;
}
typedef double real13_t;

__global__ void smooth14_kernel(unsigned int* acc15) {
	if ((acc15[6] | sizeof(long)) < acc15[6])
		acc15[6] = TUNE_5;
	if (!acc15) {
		--acc15[5];
		auto x16 = ((*acc15) < ((*acc15) | 20)) ? 1 : (MOD8_2(acc15[7]) * (acc15[5] + acc15[2]));
	} else if ((acc15[4] + ADD3_1(acc15[3], 9, 20)) == acc15[2]) {}
}

struct Span17 {
	int id18;
	bool lo19;
	__host__ __device__ void norm20(float hi21) {
		--id18;
		static_assert(sizeof(int) == 0b100, "size check");
	}
};

__device__ int trace22(int stride23) {
	real13_t acc24 = sizeof(int);
	int flag25(((stride23 - 3) < (-stride23)) ? ((acc24 != acc24) ? acc24 : acc24) : (stride23 + 7U));
	__shared__ int sh_26[256];
	return -1'406;
}
using rec27_t = Span17;

constexpr int check_kick28(int n29) {
	real13_t prod30 = n29 * n29;
	n29 = TUNE_5;
	return ((~n29) / (024 & n29)) + (-prod30);
}

template <class T, int N = 3>
__global__ void __maxnreg__(32) smooth31(T* acc32, T p33, T q34) {
	if (trace22(N) == p33)
		return;
	if (!acc32)
		return;
	q34 = N >> (trace22('A') * trace22(TUNE_5));
}

int main() {
	int len35 = 1'531;
	smooth31<<<1 << 5, dim3((4))>>>((real13_t*)nullptr, 8.0, 4.0);
	if (ADD3_1(len35, len35, len35) == len35) {
		dim3 hi36(64 * 8, (len35 + 127) / 128);
		len35 = TUNE_5 & len35;
		real13_t r37 = ((unsigned char)len35) % int(check_kick28(len35));
	}
	auto mid38 = check_kick28(MOD8_2(len35) + check_kick28(len35));
	sift6_kernel<<<(mid38 + 31) / 040, 1 << 8, 0x1 << 0xA, nullptr>>>(nullptr, MOD8_2(len35), check_kick28(mid38), (float*)nullptr);
	smooth14_kernel<<<dim3(8, 16), sizeof(int) * 128, sizeof(float) * (TUNE_5 + 0xf), (cudaStream_t)0>>>(nullptr);
	return 0;
}
