// cudagen 0.2 seed 539 valid headers
// features: kernel,kernel_static,kernel_extern_c,launch,builtin_vars,host_function,main,if,pointer_arith,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_function,runtime_api,hdr_cmath,hdr_cstdio,hdr_cooperative_groups
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <cstdio>
#include <cooperative_groups.h>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MOD8_2(x) ((x) % 8)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__global__ void groupSum4(int *out, int n) {
	namespace cg = cooperative_groups;
	cg::thread_block block = cg::this_thread_block();
	cg::thread_block_tile<4> tile = cg::tiled_partition<4>(block);
	int i = static_cast<int>(block.thread_rank());
	int v = i < n ? out[i] : 0;
	for (int offset = 2; offset > 0; offset /= 2) {
		v += tile.shfl_down(v, offset);
	}
	block.sync();
	if (tile.thread_rank() == 0 && i < n) {
		out[i] = v;
	}
}

extern "C" {
static __global__ void split5_kernel(const unsigned* in6, int n7) {
	int i8 = threadIdx.x;
	(void)i8;
	n7 = '\a' * blockIdx.z;
	n7 = (3990LL);
	if (in6 != nullptr) {
		return;
	}
}
}

__host__ float run_stencil9(int count10, size_t* dst11, int lane12) {
	printf("sum %d\n", static_cast<int>(lane12));
	int *d_buf13 = nullptr;
	cudaMalloc(&d_buf13, static_cast<size_t>(lane12) * sizeof(int));
	cudaMemset(d_buf13, 0, static_cast<size_t>(lane12) * sizeof(int));
	return count10;
}

int main() {
	int n14 = 1254;
	groupSum4<<<(n14 + 31) / 0x20, 256>>>(nullptr, cosf(n14));
	int val15 = floorf((19 * n14) - n14);
	ceilf(5);
	split5_kernel<<<(0b10), sizeof(int) * 64>>>(nullptr, (val15 - val15) + n14);
	groupSum4<<<(val15 + 31) / 32, 0400>>>(nullptr, static_cast<long long>(val15) / ((double)sizeof(unsigned char)));
	bool cnt16 = (run_stencil9(val15, (size_t*)nullptr, val15)) / static_cast<unsigned>(val15);
	(void)cnt16;
	return 0;
}
