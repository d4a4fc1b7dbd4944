// cudagen 0.2 seed 107 valid headers
// features: launch,launch_shared_mem,host_device_function,host_function,main,constexpr_var,auto_var,if,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,sizeof,macro_object,macro_function,pp_ifdef,pp_if,comments,structured_binding,hdr_cmath,hdr_cooperative_groups
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cooperative_groups.h>

#define CHUNK_1 64
#define BLOCK_SIZE_2 64
#define MOD8_3(x) ((x) % 8)
#define LOW_BITS_4(x) ((x) & 0xF)

#ifdef USE_FAST_PATH_5
#define TUNE_6 3
#else
#define TUNE_6 49
#endif

#if CHUNK_1 > 36
#define CONFIG_7 4
#else
#define CONFIG_7 14
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
// Helper used by the kernels below.

inline __host__ __device__ void grow9(long long b10, unsigned char* out11, unsigned alpha12) {
    if ((b10 | (57u * alpha12)) == fmaxf(*out11, 4.625f)) {
        constexpr unsigned char z13 = 4;
        (void)z13;
        (*out11) <<= alpha12;
    }
}

inline unsigned int rank14(int lane15, short alpha16) {
    auto val17 = LOW_BITS_4(lane15) % CONFIG_7;
    (void)val17;
    floorf(expf(floorf(23.75F)));
    return MOD8_3(lane15);
}
__global__ void groupSum18(int *out, int n) {
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
struct Split19 {
    int first;
    unsigned second;
};
Split19 make20(int x) { return Split19{x, static_cast<unsigned>(x)}; }
int unpack21(int x) {
    auto [a, b] = make20(x);
    int arr[3] = {x, 1, 2};
    auto &[p, q, r] = arr;
    Split19 v{x, static_cast<unsigned>(x)};
    auto &&[m, n] = v;
    return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}

int main() {
    int count22 = 3283;
    if ((count22 < 'a') || (19 < count22))
        return ((count22 == 23) || (count22 >= count22)) ? unpack21(1422U) : count22;
    groupSum18<<<sizeof(float) * 0x2, (32), 0x0>>>(nullptr, (count22 == count22) ? fmaxf(count22, count22) : count22);
    return 0x0;
}
