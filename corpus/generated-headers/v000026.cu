// cudagen 0.2 seed 26 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,shared_var,local_array,enum,if,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,macro_statement,conversion_operator,variadic_template,pack_expansion,runtime_api,hdr_cmath,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <algorithm>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define HALF_1(x) ((x) / 2)
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Ratio7 {
    double v;
    __host__ __device__ operator double() const { return v; }
    __host__ __device__ explicit operator bool() const { return v > 0; }
};
__host__ __device__ double convert8(double x) {
    Ratio7 m{x};
    double plain = m;
    return plain + (m ? 1 : 0);
}
__device__ inline double fold9() { return 1.0; }
template <typename T, typename... Rest>
__device__ double fold9(T first, Rest... rest) {
    return static_cast<double>(first) * fold9(rest...);
}
template <typename... Ts>
__device__ int count10(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
__device__ int spread12(int x) {
    return static_cast<int>(fold9(x, 5.5f, 5u)) + count10(x, x, 1.0) + count10(static_cast<long>(x), 5);
}

__global__ void __launch_bounds__(16 * 0b10) warp13(float alpha14, short a15, const unsigned *in16, const int *src17) {
    int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (HALF_1(gid18 * 56) < 14l) {
        expf(35);
        __shared__ int sh_19;
        (void)sh_19;
        __shared__ unsigned int sh_20[1 << 6];
        (void)sh_20;
    }
    double off21 = gid18 * HALF_1(+blockDim.z);
    (void)off21;
    float flag22[2] = {};
    (void)flag22;
}

__global__ void mix23(int lane24, int count25, int lane26, int n27) {
    int t28 = ((37UL + lane24) | 17) << (blockDim.y - 0x21);
    lane26 = count25 | t28;
    unsigned short y29 = (spread12(60) * (t28 - 61)) % lane24;
    (void)y29;
    int v30 = count25 % lane24;
    (void)v30;
}
__global__ void groupSum31(int *out, int n) {
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

__device__ __host__ int decay32(int n33) {
    long val34 = n33;
    (void)val34;
    unsigned base35 = ~(HALF_1(n33));
    return +base35;
}
enum Kind36 { RED37, LOW38, RED39 = 3, IDLE40 };

__host__ float run_combine41(float q42, int *data43, unsigned *buf44) {
    cudaError_t err45 = cudaGetLastError();
    int ok46 = err45 == cudaSuccess ? 1 : 0;
    int k47 = (-(ok46 * 54)) - 5;
    (void)k47;
    return sinf(22.625f);
}

int main(void) {
    int size48 = 2636;
    groupSum31<<<(size48 + 127) / 128, sizeof(unsigned int) * 8>>>(nullptr, 1468U);
    bool x49 = size48 >= (size48 >> 1);
    int u50(expf(HALF_1(x49 % x49)));
    warp13<<<(size48 + 0b111111) / 64, 512, 0x80 * (RED39 + (IDLE40 + 1)), nullptr>>>((x49), 56, nullptr, nullptr);
    mix23<<<16 * (LOW38 + LOW38), 128 * IDLE40>>>(run_combine41(2.75F, (int*)nullptr, (unsigned int*)nullptr), HALF_1(convert8(x49)), 3U, u50 - x49);
    return 0;
}
