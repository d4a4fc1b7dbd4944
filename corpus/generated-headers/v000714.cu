// cudagen 0.2 seed 714 valid headers
// features: kernel,kernel_static,launch,launch_stream,host_function,static_host_function,main,auto_var,static_local,anon_namespace,if,if_init,for,pragma_unroll,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_functional,cast_static,cast_reinterpret,sizeof,macro_function,macro_paste,local_class,runtime_api,hdr_cooperative_groups
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <tuple>
#include <cooperative_groups.h>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

namespace {
static __global__ void relax6(unsigned* data7, float* dst8)
{
    int z9 = *data7;
    if (auto idx10 = MOD8_2((((*dst8) <= (*dst8)) ? 0x3D4 : (z9 & z9))); z9 == (073U * data7[2])) {
        int e11{1'257};
        #pragma unroll
        for (int it12 = 0x0; it12 < 3; ++it12) {
            if (sizeof(unsigned short) < ((e11 << 0x4) + ((z9 & 1) ? 55 : it12))) {
                struct Local13 {
                    int s;
                    __host__ __device__ int add(int v) { s += v; return s; }
                };
                Local13 r14{4};
                int idx15 = r14.add(CAT_5(e, 11));
                (void)idx15;
                idx10 = *data7;
            }
        }
    }
}
} // namespace

static __host__ void check_reduce16(int lane17)
{
    lane17 |= lane17;
    unsigned int* s18 = nullptr;
    if (!(((lane17 == 52) ? lane17 : 26lu) & 1)) {
        if (int q19 = MOD8_2(CAT_5(lane, 17) ^ 4406UL) - (*s18); lane17 < 14U) {
            for (int i20 = 0; i20 < lane17; i20++) {
                relax6<<<(q19 + 0xff) / 256, 1 << 6>>>(nullptr, nullptr);
                cudaError_t err21 = cudaGetLastError();
                int ok22 = err21 == cudaSuccess ? 1 : 0;
                (void)ok22;
            }
        }
    }
}
__global__ void groupSum23(int *out, int n) {
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

long count24(float a25, float q26)
{
    cudaStream_t v27 = nullptr;
    (void)v27;
    if (q26 < q26) {
        return a25;
    }
    static int prod28 = 29;
    auto t29 = int(prod28) / static_cast<int>(a25);
    int *d_buf30 = nullptr;
    cudaMalloc(&d_buf30, static_cast<size_t>(t29) * sizeof(int));
    cudaMemset(d_buf30, 0, static_cast<size_t>(t29) * sizeof(int));
    cudaStream_t stream31;
    cudaStreamCreate(&stream31);
    cudaStreamSynchronize(stream31);
    return static_cast<float>(t29);
}

int main()
{
    int len32 = 400;
    float acc33 = -34;
    (void)acc33;
    if (CAT_5(len, 32) || (35 == len32)) {
        return 42l;
    }
    groupSum23<<<1 << 0x6, 4 * 0b10000>>>(&len32, TWICE_PLUS_1((static_cast<signed char>(CAT_5(len, 32))), len32 | 1));
    return 0x0;
}
