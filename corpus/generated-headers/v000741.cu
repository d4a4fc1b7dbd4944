// cudagen 0.2 seed 741 valid headers
// features: restrict_params,launch,host_function,main,constexpr_var,compound_assign,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,macro_function,macro_statement,pp_ifdef,pp_if,exceptions,hdr_cmath,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <array>
#include <type_traits>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define WARPS_1 64
#define NUM_ITERS_2 128
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define USE_FAST_PATH_7
#ifndef USE_FAST_PATH_7
#define TUNE_8 9
#else
#define TUNE_8 37
#endif
#if (NUM_ITERS_2 * 2) >= 9 && NUM_ITERS_2 != 0
#define CONFIG_9 6
#else
#define CONFIG_9 29
#endif
template <typename F>
__global__ void applyEach10(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__global__ void groupSum11(int *out, int n) {
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
__global__ void groupSum12(int *out, int n) {
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
float run_shade13(const float *__restrict__ coef14) {
    groupSum12<<<CONFIG_9 + 506, (CONFIG_9 + 2) * 0x8>>>((int*)nullptr, (52U * coef14[0]) / (0x4 * coef14[3]));
    groupSum11<<<(8), WARPS_1 + (CONFIG_9 + (WARPS_1 + 378))>>>(nullptr, *coef14);
    return *coef14;
}
int main() {
    int len15 = 0x87;
    len15 /= len15;
    try {
        unsigned char tmp16 = (len15 - 56UL) * len15;
        (void)tmp16;
        const float *f17 = (const float*)nullptr;
        (void)f17;
        if (len15 > 63) {
            throw 63;
        }
    } catch (...) {
    }
    groupSum11<<<(len15 + 255) / 0x100, 128 * 0b100>>>(nullptr, 56);
    groupSum11<<<1, (256)>>>(nullptr, len15 * fminf(5.125F, TUNE_8));
    return 0;
}
