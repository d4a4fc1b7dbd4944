// cudagen 0.2 seed 431 valid headers
// features: launch,launch_dim3,main,device_var,constant_var,constexpr_var,enum_class,anon_namespace,if,static_assert,comparison,call,lit_int_suffix,lit_nullptr,cast_c,cast_functional,lambda,lambda_launch,macro_object,macro_paste,pp_ifdef,pp_undef,local_class,hdr_cmath,hdr_cooperative_groups
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <cooperative_groups.h>

#define WARPS_1 5
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

#ifndef USE_FAST_PATH_5
#define TUNE_6 16
#else
#define TUNE_6 24
#endif
#undef WARPS_1
#define WARPS_1 24
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
static_assert((6) == 6, "tile must fit");

namespace {
__constant__ int c_apply8 = 1;
__device__ int d_merge9 = (33);
} // namespace
enum class Axis10 { High11 = 1, Busy12 = 5, On13, Blue14 };
__global__ void groupSum15(int *out, int n) {
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

int main() {
	int count16 = 702;
	count16 = ((count16 - CAT_4(count, 16)) - (6 - CAT_4(count, 16)));
	expf(count16);
	dim3 q17 = dim3((16));
	(void)q17;
	auto step20 = [](double sum18, unsigned int val19) {
		if (floorf(sum18) < (22l + sum18)) {
			groupSum15<<<2 * TUNE_6, (TUNE_6 + (WARPS_1 + (TUNE_6 + 8))) * 2>>>((int*)nullptr, floorf(sum18 - val19));
		}
		groupSum15<<<1, (64)>>>((int*)nullptr, int(sum18));
	};
	step20(count16, 10ul);
	if (count16 == TUNE_6) {
		return 38;
	}
	struct Local21 {
		int s;
		int add(int v) { s += v; return s; }
	};
	Local21 r22{4};
	int s23 = r22.add(count16);
	(void)s23;
	return 0;
}
