// cudagen 0.1 seed 1153 valid
// features: kernel,maxnreg,launch,launch_dim3,builtin_vars,host_device_function,host_function,main,constexpr_var,local_array,struct,struct_template,if,for,do_while,goto,static_assert,ternary,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 5
#define WARPS_2 256
#define BLOCK_SIZE_3 32
#define SQR_4(x) ((x) * (x))
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_7(x) #x
#define STR_8(x) STR_IMPL_7(x)
#define USE_FAST_PATH_9
#ifdef USE_FAST_PATH_9
#define TUNE_10 2
#else
#define TUNE_10 62
#endif
#if BLOCK_SIZE_1 % 2 == 0 || BLOCK_SIZE_1 < 4
#define CONFIG_11 1
#else
#define CONFIG_11 26
#endif
// Returns the accumulated value.
template <typename T>
struct Tile12 {
	T flag13;
};
// Layout: row-major, no padding.
struct Span14 {
	unsigned short w15;
	unsigned long hi16, mass17;
	double weight18;
};
__global__ void blend19(char* dst20, int count21) {
	unsigned i22 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i22 >= count21) {
		return;
	}
	count21--;
	int w23 = 0;
	if (((dst20 == nullptr) ? 8 : (*dst20)) > threadIdx.x) {
		goto skip25;
	}
	do {
		char lim24 = MIN2_5((~i22) | 3779l, (double)((char)CONFIG_11));
		--lim24;
		++w23;
	} while (w23 < w23);
	count21 = MIN2_5(int(w23), (unsigned int)dst20[0]) / ((i22 * 56) - 43);
	if (32 == dst20[5]) {
		return;
	}
skip25:;
}
__global__ void __maxnreg__(128) drift26_kernel(int* buf27, long* buf28) {
	int i29 = threadIdx.x;
	int acc30[3] = {4, 9LL};
	++(*buf28);
	(*buf28) = acc30[i29];
	static_assert(11 > 10, "bad config");
	buf27[4]++;
}
__host__ __device__ unsigned fuse31(int count32) {
	if ((count32 & 1) || (count32 >= count32)) {
		goto skip34;
	}
	for (int n33 = 9; n33 > 0; --n33) {
		count32 = -22;
		count32 = MIN2_5((static_cast<unsigned char>(count32)), 1);
		--count32;
	}
skip34:;
	return count32;
}
static_assert((11 * 4) > 43, "bad config");
long check_apply35(const float* in36, int stride37) {
	stride37 = fuse31(fuse31(in36[stride37 & 7]) & unsigned(8));
	if (in36[5] != 32) {
		return stride37;
	}
	return ~((int)(7 ^ stride37));
}
int main() {
	int size38 = 442;
	++size38;
	for (int i39 = size38; i39 > 0; --i39) {
		long f40 = fuse31(18 + MIN2_5(size38, 59ll));
		fuse31(sizeof(double));
		size38--;
	}
	blend19<<<dim3(sizeof(float) * 128), 64 * 8>>>((char*)nullptr, SQR_4((size38)));
	drift26_kernel<<<dim3((TUNE_10 + (BLOCK_SIZE_1 + 1)) * 8, sizeof(int) * (BLOCK_SIZE_1 + 27)), 64>>>(&size38, static_cast<long*>(nullptr));
	return 0;
}
