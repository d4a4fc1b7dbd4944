// cudagen 0.2 seed 517 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,host_function,main,shared_var,extern_shared,host_global,constexpr_var,local_array,if,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,pp_undef,nttp_reference,explicit_specialization,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <cstdio>
#include <tuple>
#include <cooperative_groups.h>

#define BLOCK_SIZE_1 64
#define CAT_2(a, b) a##b

#ifndef USE_FAST_PATH_3
#define TUNE_4 1
#else
#define TUNE_4 41
#endif
#undef TUNE_4
#define TUNE_4 8
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T, typename U> struct Pick6 { static constexpr int value = 1; };
template <> struct Pick6<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag7(T) { return 0; }
template <> __host__ __device__ int tag7<float>(float) { return 1; }
template <> __host__ __device__ int tag7(double) { return 2; }
__host__ __device__ int specialized9(int x) {
    return x + Pick6<char, long>::value + Pick6<float, double>::value + tag7(1.0f) + tag7(x) + tag7(2.0);
}
unsigned char g_clamp10[] = {26, 255lu, 55L, 255, 17ul};

__global__ void update11(long *dst12, char *dst13, double a14) {
    extern __shared__ float dyn_15[];
    __shared__ int sh_16[4 * 2];
    (void)sh_16;
    constexpr double cnt17 = 0xb59u;
    (void)cnt17;
}
__global__ void groupSum18(int *out, int n) {
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

inline __host__ void check_step19(int n20, int len21) {
    len21++;
    ++len21;
    n20 = ((011 + n20) / (TUNE_4 % len21)) - len21;
    float h22[sizeof(float)] = {20.375f, static_cast<float>(TUNE_4 * n20)};
    (void)h22;
    g_clamp10[n20] %= 255l;
    dim3 diff23 = dim3((n20 + 31) / 0x20, (len21 + 63) / 64, (len21 + 0x3f) / 64);
    (void)diff23;
}
int counter24 = 6;
template <int &R> int bump25(int x) {
    R += x;
    return R;
}
int tally26(int x) { return bump25<counter24>(x); }

int main() {
    int n27 = 1846;
    if ((n27 <= g_clamp10[n27]) || (!(g_clamp10[4] >= g_clamp10[1]))) {
        if ((g_clamp10[1] += 0x1, sizeof(double)) > (~n27)) {
            if (n27 >= n27) {
                return g_clamp10[2];
            }
        }
        float acc28 = (0x3D + g_clamp10[n27]) % ((g_clamp10[1] == n27) ? (g_clamp10[n27] + 16) : g_clamp10[0]);
        (void)acc28;
    }
    update11<<<(n27 + 31) / 32, sizeof(unsigned int) * 8>>>(nullptr, nullptr, (37U * g_clamp10[n27]) % CAT_2(n, 27));
    groupSum18<<<TUNE_4 + 8, sizeof(int) * 64, 0x400>>>(&n27, g_clamp10[n27]);
    return 0x0;
}
