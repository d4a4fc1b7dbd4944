// cudagen 0.2 seed 20 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,shared_2d,constexpr_var,auto_var,using_alias,namespace,nested_namespace,if,for,static_assert,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,sizeof,lambda,lambda_capture_value,macro_object,macro_paste,pp_if,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <compare>

#define BLOCK_SIZE_1 128
#define WARPS_2 32
#define CAT_3(a, b) a##b
#if (BLOCK_SIZE_1 * 2) >= 25 && BLOCK_SIZE_1 != 0
#define CONFIG_4 7
#elif BLOCK_SIZE_1 < 0
#error unreachable configuration
#else
#define CONFIG_4 26
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

namespace ops6::sub7 {
__host__ int check_pack8(double cfg9, int len10)
{
    if ((len10 << len10) <= cfg9) {
        return (32);
    }
    cudaEvent_t start11, stop12;
    cudaEventCreate(&start11);
    cudaEventCreate(&stop12);
    cudaEventRecord(start11);
    cudaEventRecord(stop12);
    cudaEventSynchronize(stop12);
    float ms13 = 0.0f;
    cudaEventElapsedTime(&ms13, start11, stop12);
    cudaEventDestroy(start11);
    cudaEventDestroy(stop12);
    auto lam16 = [=](int r14, char f15) -> short {
        static_assert(sizeof(int) == 0b100, "expected value");
        return ms13;
    };
    (void)lam16;
    for (int n17 = 3; n17 > 0x0; --n17) {
        auto y18 = cfg9;
        (void)y18;
    }
    cfg9--;
    ms13++;
    return (-(len10 + 0x33)) * CAT_3(cfg, 9);
}
using ptr19_t = unsigned short*;
} // namespace ops6::sub7

__global__ void spread20(int len21, int count22)
{
    int tid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ int sh_24[3][CONFIG_4 + 4];
    (void)sh_24;
    len21 = (((len21 > WARPS_2) ? sizeof(int) : len21) << tid23) - ((WARPS_2) + count22);
}

unsigned int check_merge25(float q26, unsigned int cfg27)
{
    if (CAT_3(cfg, 27) > (q26 + cfg27)) {
        q26 = CAT_3(cfg, 27) - (((cfg27 > 0x36U) ? cfg27 : 3639) << 0x0);
        q26 = 0b10001L;
    }
    return (q26 += 9.5F, q26);
}

int main()
{
    int size28 = 3363;
    size28--;
    int *d_buf29 = nullptr;
    cudaMalloc(&d_buf29, static_cast<size_t>(size28) * sizeof(int));
    cudaMemset(d_buf29, 0, static_cast<size_t>(size28) * sizeof(int));
    for (int it30 = size28; it30 > 0x0; --it30) {
        unsigned cnt31((((it30 < CAT_3(size, 28)) ? (*d_buf29) : (-size28)) >= (3700LL << size28)) ? (WARPS_2 >> it30) : (40L * (size28 % it30)));
        (void)cnt31;
        cudaStream_t s32 = 0;
        (void)s32;
        cudaStream_t stream33;
        cudaStreamCreate(&stream33);
        cudaStreamSynchronize(stream33);
    }
    spread20<<<dim3((size28 + 0x3F) / 0b1000000, (size28 + 31) / 32, 1 << 6), (0x100), 0x0, nullptr>>>(*d_buf29, size28);
    return 0;
}
