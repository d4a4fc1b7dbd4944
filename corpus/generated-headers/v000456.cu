// cudagen 0.2 seed 456 valid headers
// features: launch,launch_shared_mem,launch_stream,main,for,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,cast_c,cast_functional,macro_object,macro_statement,pp_ifdef,pp_undef,local_class,hdr_cooperative_groups
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <cstdio>
#include <utility>
#include <tuple>
#include <cooperative_groups.h>

#define TILE_DIM_1 4
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5
#ifndef USE_FAST_PATH_5
#define TUNE_6 6
#else
#define TUNE_6 54
#endif
#undef TILE_DIM_1
#define TILE_DIM_1 8
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__global__ void groupSum8(int *out, int n) {
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
int main()
{
    int count9 = 1912;
    for (int i10 = 0b0; i10 < count9; ++i10) {
        int m11 = count9;
        (void)m11;
        struct Local12 {
            int s;
            int add(int v) { s += v; return s; }
        };
        Local12 stride13{6};
        int v14 = stride13.add(float(-11.5F));
        (void)v14;
    }
    groupSum8<<<2, 0b100000, 0x1000, 0>>>((int*)nullptr, count9);
    return 0x0;
}
