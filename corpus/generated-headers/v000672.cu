// cudagen 0.2 seed 672 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,device_var,constexpr_var,typedef,namespace,if,for,ternary,shift,comparison,comma,address_of,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_char,cast_c,cast_static,macro_object,macro_function,macro_paste,if_constexpr,constexpr_loop,hdr_cooperative_groups
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <type_traits>
#include <cooperative_groups.h>

#define CHUNK_1 5
#define TILE_DIM_2 (CHUNK_1)
#define BLOCK_SIZE_3 128
#define LOW_BITS_4(x) ((x) & 0xF)
#define SQR_5(x) ((x) * (x))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__host__ __device__ constexpr int powSum10(int n) {
	int s = 0;
	for (int i = 0; i < n; ++i) {
		for (int j = 0; j <= i; ++j) {
			s += 1;
		}
	}
	return s;
}
constexpr int kSteps11 = powSum10(7);
static_assert(powSum10(7) == 28, "a constexpr loop");
__device__ int d_norm12 = 0x31;

namespace kern13 {
float host_probe14(bool q15) {
	if constexpr (sizeof(int) == 8) {
		q15 = ((q15 - kSteps11) + ((q15 <= kSteps11) ? kSteps11 : q15)) != static_cast<double>(q15);
	}
	return CHUNK_1;
}
typedef unsigned char idx16_t;

__global__ void combine17(int stride18, size_t a19, unsigned long cfg20, int lane21) {
	int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid22 >= lane21) {
		return;
	}
	stride18 = 48;
	for (int n23 = 0x0; n23 < 8; ++n23) {
		d_norm12 = CHUNK_1;
	}
	for (int n24 = 0; n24 < tid22; n24++) {
		float prod25 = CAT_8(lane, 21);
		(void)prod25;
	}
	lane21 = 31LL + (lane21 * (' ' * cfg20));
	float q26 = d_norm12;
	(void)q26;
}
} // namespace kern13
__global__ void groupSum27(int *out, int n) {
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

int main() {
	int n28 = 2788;
	for (int j29 = 0; j29 < n28; ++j29) {
		dim3 idx30(0x1 << 0x2, 4 * 4);
		(void)idx30;
	}
	n28 = (((long)3'157) >> n28) - SQR_5(n28 ? kSteps11 : kSteps11);
	kern13::combine17<<<1, 128>>>(((kSteps11 <= n28) ? kSteps11 : kSteps11) / (n28 += CAT_8(n, 28), kSteps11), (BLOCK_SIZE_3 + n28) * CAT_8(n, 28), BLOCK_SIZE_3, SQR_5(n28) * kSteps11);
	groupSum27<<<(CHUNK_1 + (CHUNK_1 + (TILE_DIM_2 + 1))), dim3((n28 + 127) / 128, (n28 + 255) / 0400, (n28 + 31) / 32), (kSteps11 + 4068)>>>(&n28, kSteps11 + ((n28 < n28) ? n28 : kSteps11));
	return 0;
}
