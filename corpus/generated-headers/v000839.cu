// cudagen 0.2 seed 839 valid headers
// features: launch,launch_dim3,launch_shared_mem,main,pointer_arith,address_of,call,lit_int_octal,lit_float,lit_nullptr,cast_reinterpret,macro_object,macro_function,pp_ifdef,pp_undef,constexpr_loop,hdr_cmath,hdr_cooperative_groups
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <tuple>
#include <cooperative_groups.h>

#define WARPS_1 8
#define CHUNK_2 (0400)
#define SQR_3(x) ((x) * (x))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 1
#else
#define TUNE_8 40
#endif
#undef CHUNK_2
#define CHUNK_2 2
__global__ void groupSum9(int *out, int n) {
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
__host__ __device__ constexpr int tri10(int n) {
    int s = 0;
    for (int i = 1; i <= n; ++i) {
        s += i * 2;
    }
    return s;
}
constexpr int kSteps11 = tri10(2);
static_assert(tri10(2) == 6, "a constexpr loop");

int main() {
    int size12 = 529;
    expf(sinf(SQR_3(size12)));
    size_t* q13 = nullptr;
    (void)q13;
    long long hi14 = kSteps11;
    (void)hi14;
    groupSum9<<<dim3(WARPS_1 + (CHUNK_2 + (TUNE_8 + (TUNE_8 + (TUNE_8 + 243)))), CHUNK_2 + (CHUNK_2 + 0374)), dim3(32, CHUNK_2 + 2, 010), 0>>>(&size12, fabsf(21.875f));
    return 0;
}
