// cudagen 0.2 seed 608 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,struct,if,for,goto,static_assert,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,comments,alias_template,hdr_cmath,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <algorithm>
#include <type_traits>
#include <cooperative_groups.h>

#define WARPS_1 8
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 19
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

__global__ void score6(const int *src7) {
	int gid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	for (int i9 = 0b0; i9 < gid8; ++i9) {
		int lim10 = src7[gridDim.x];
		(void)lim10;
	}
}
/* Helper used by the kernels below. */

struct Bounds11 {
	float val12;
	unsigned long w13;
	size_t hi14;
};
template <typename T> using Ptr16 = T *;
template <typename A, typename B> struct Duo17 { A a; B b; };
template <typename T> using Same18 = Duo17<T, T>;
__device__ int aliased15(int x) {
	Ptr16<int> p = &x;
	Same18<int> d{x, 1};
	return x + *p + d.a + d.b;
}
__global__ void groupSum19(int *out, int n) {
	namespace cg = cooperative_groups;
	cg::thread_block block = cg::this_thread_block();
	cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
	int i = static_cast<int>(block.thread_rank());
	int v = i < n ? out[i] : 0;
	for (int offset = 16; offset > 0; offset /= 2) {
		v += tile.shfl_down(v, offset);
	}
	block.sync();
	if (tile.thread_rank() == 0 && i < n) {
		out[i] = v;
	}
}

void host_spread20(int stride21, int count22, unsigned int a23) {
	count22 %= count22;
	if ((TUNE_4 < stride21) || (count22 != 10)) {
		goto skip25;
	}
	static_assert(8 == 8);
	count22 += +(stride21 + expf(stride21));
	if (CAT_2(count, 22) >= (a23 + 0b111)) {
		Bounds11 x24 = {12.875f, 13, 1U};
		(void)x24;
		static_assert(((6) * 9) == 54, "expected value");
	}
skip25:;
}

int main(void) {
	int size26 = 741;
	score6<<<(size26 + 077) / 64, TUNE_4 + 493, 1024, (cudaStream_t)0>>>(nullptr);
	size26 += size26;
	groupSum19<<<1, WARPS_1 + 24, sizeof(double) * 32>>>(static_cast<int*>(nullptr), fminf(size26, -0b1101) / fminf(22.25F, TUNE_4));
	if (size26 < 0b10110UL)
		return sqrtf(3 + size26);
	return 0;
}
