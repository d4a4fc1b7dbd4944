// cudagen 0.2 seed 10 valid headers
// features: launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,constant_var,host_global,constexpr_var,local_array,for,switch,goto,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_octal,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,hdr_cmath,hdr_cooperative_groups
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <tuple>
#include <cooperative_groups.h>

#define BLOCK_SIZE_1 32
#define RADIUS_2 (BLOCK_SIZE_1 + 224)
#define CAT_3(a, b) a##b

#ifndef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 47
#endif
__global__ void groupSum6(int *out, int n) {
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

__host__ unsigned run_spread7(const long *in8, const float *coef9, const float *in10)
{
    if (coef9[3] >= in10[6]) {
        goto skip15;
    }
    switch (in8[1] << (*in8)) {
    case (6): {
        float flag11((*in8) % (1046 - (*in8)));
        (void)flag11;
        break;
    }
    case 2: {
        float base12[4]{5.0f, '\\', 6.0f, 13};
        base12[3] = 2.75f;
        break;
    }
    }
    for (int j13 = 0; j13 < (5); j13++) {
        dim3 sum14 = dim3((j13 + 037) / 32, 1 << 1);
        (void)sum14;
    }
skip15:;
    return coef9[0];
}
__constant__ double c_reduce16 = 9.375;
double g_fuse17 = -41;
__global__ void groupSum18(int *out, int n) {
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
__global__ void groupSum19(int *out, int n) {
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
    int size20 = 3166;
    size20 = g_fuse17;
    g_fuse17 = static_cast<unsigned>((size20 * size20) << run_spread7(nullptr, nullptr, nullptr));
    unsigned long m21 = size20 + RADIUS_2 + size20;
    (void)m21;
    groupSum6<<<dim3(1 << 1, 1 << 2, (TUNE_5 + 7)), BLOCK_SIZE_1 * 16>>>(&size20, 33);
    groupSum18<<<4 * 4, dim3(32), sizeof(int) * 32, nullptr>>>(&size20, g_fuse17);
    groupSum19<<<dim3((size20 + 31) / 32), 1 << 7, 0, 0>>>(&size20, floorf(4.25f) + g_fuse17);
    return 0;
}
