// cudagen 0.2 seed 4 valid headers
// features: launch,main,constexpr_var,while,shift,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,macro_object,macro_statement,pp_undef,multiple_inheritance,virtual_inheritance,virtual_function,hdr_cmath,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <array>
#include <type_traits>
#include <cooperative_groups.h>

#define CHUNK_1 8
#define WARPS_2 (1 << 0x2)
#define TILE_DIM_3 5
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef CHUNK_1
#define CHUNK_1 48
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__global__ void groupSum6(int *out, int n) {
	namespace cg = cooperative_groups;
	cg::thread_block block = cg::this_thread_block();
	cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
	int i = static_cast<int>(block.thread_rank());
	int v = i < n ? out[i] : 0;
	for (int offset = 8; offset > 0; offset /= 2) {
		v += tile.shfl_down(v, offset);
	}
	block.sync();
	if (tile.thread_rank() == 0 && i < n) {
		out[i] = v;
	}
}
__global__ void groupSum7(int *out, int n) {
	namespace cg = cooperative_groups;
	cg::thread_block block = cg::this_thread_block();
	cg::thread_block_tile<8> tile = cg::tiled_partition<8>(block);
	int i = static_cast<int>(block.thread_rank());
	int v = i < n ? out[i] : 0;
	for (int offset = 4; offset > 0; offset /= 2) {
		v += tile.shfl_down(v, offset);
	}
	block.sync();
	if (tile.thread_rank() == 0 && i < n) {
		out[i] = v;
	}
}
struct Root9 {
	int v = 5;
	__device__ virtual int get() const { return v; }
	__device__ virtual ~Root9() {}
};
struct Left10 : virtual Root9 {
	__device__ int get() const override { return v + 1; }
};
struct Right11 : virtual public Root9 {
	int r = 5;
};
struct Join12 : Left10, Right11 {};
__device__ int dispatch8(int x) {
	Join12 j;
	j.v = x;
	const Root9 &t = j;
	return t.get() + j.r;
}

int main()
{
	int count13 = 4020;
	int pass14 = 0x0;
	while (pass14 < pass14) {
		unsigned int s15 = (((long long)WARPS_2) * static_cast<double>(count13)) + fminf(count13, fminf(WARPS_2, pass14));
		(void)s15;
		int sum16{'z'};
		(void)sum16;
		++pass14;
	}
	groupSum6<<<0b1, 0200>>>(nullptr, 56 % (count13 - 42l));
	groupSum7<<<1, (TILE_DIM_3 + 3) * 4>>>((int*)nullptr, count13);
	return 0;
}
