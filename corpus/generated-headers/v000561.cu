// cudagen 0.2 seed 561 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,local_array,namespace,if,for,static_assert,ternary,logical,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,pp_if,bit_field,exceptions,runtime_api,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <type_traits>
#include <tuple>

#define WARPS_1 5
#define LOW_BITS_2(x) ((x) & 0xF)
#define MOD8_3(x) ((x) % 8)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 9
#else
#define TUNE_6 36
#endif
#if WARPS_1 > 2
#define CONFIG_7 3
#elif WARPS_1 < 0
#error unreachable configuration
#else
#define CONFIG_7 9
#endif
struct Packed8 {
    unsigned short f0 : 9;
    unsigned : 5;
    short f1 : 10;
    unsigned short f2 : 8;
    bool on : 1;
};
__device__ int pack9(int x) {
    Packed8 b{};
    b.f0 = static_cast<unsigned>(x) & 511u;
    b.f1 = 50;
    b.f2 = static_cast<unsigned>(x) & 255u;
    b.on = x > 2;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + (b.on ? 1 : 0);
}

__global__ void decay10(const double *src11, int stride12, const unsigned char *in13, int stride14)
{
    int tid15 = threadIdx.x;
    if (tid15 >= stride12) {
        return;
    }
    float q16[6] = {43, -5l};
    (void)q16;
    static_assert(34 == 0x22);
    constexpr float lo17 = 9;
    (void)lo17;
}

__global__ void __launch_bounds__(4 * 16) reduce18(int len19, int lane20, int count21, int len22)
{
    int tid23 = threadIdx.x;
    if (tid23 >= lane20) {
        return;
    }
    if (static_cast<unsigned short>(warpSize) <= MOD8_3(count21)) {
        if (blockIdx.x >= len19) {
            return;
        }
        cosf(static_cast<int>(0x3));
        lane20 = ' ';
    }
    expf((2.0f * tid23) - sqrtf(blockDim.y));
}

namespace ops24 {
int host_drift25(int stride26)
{
    stride26 = -((stride26 += 0x10LL, stride26) + (39 / stride26));
    int lo27 = stride26;
    if (!(lo27 == CAT_4(lo, 27))) {
        return sizeof(int) - lo27;
    }
    expf(floorf(stride26));
    decay10<<<64, (WARPS_1 + (TUNE_6 + (CONFIG_7 + (CONFIG_7 + 0xd1))))>>>(nullptr, (lo27), nullptr, ceilf(static_cast<int>(5)));
    return MOD8_3(lo27) * TUNE_6 * floorf(lo27);
}

__global__ void norm28_kernel(long cfg29, int count30, int lane31, long *dst32)
{
    unsigned int gid33 = threadIdx.x;
    if (gid33 >= count30) {
        return;
    }
    cfg29 = gid33 * blockDim.x;
    sqrtf(floorf(6.25f));
    if (pack9(blockDim.x) && (fminf(47, TUNE_6) == cfg29)) {
        if ((count30 + CONFIG_7) != gid33) {
            static_assert((WARPS_1 + CONFIG_7) > 0x7, "expected value");
        }
        unsigned int *mid34 = reinterpret_cast<unsigned*>(dst32);
        (void)mid34;
    }
}
} // namespace ops24

char check_decay35(size_t p36)
{
    reduce18<<<(p36 + 63) / 64, (128), sizeof(double) * 0x20>>>(size_t(expf(2.625f)), 'A', (p36 - 0x11) + ceilf(p36), p36);
    for (int i37 = CONFIG_7 + 8; i37 > 0; --i37) {
        if (((CAT_4(i, 37) * p36) + ((i37 <= 0x2E) ? i37 : sizeof(int))) != (CAT_4(i, 37) * 22)) {
            cudaStream_t stream38;
            cudaStreamCreate(&stream38);
            cudaStreamSynchronize(stream38);
            cosf(60l);
        }
    }
    return p36 * TUNE_6 * (p36 + LOW_BITS_2(CAT_4(p, 36)));
}

int main()
{
    int count39 = 789;
    cudaStream_t u40 = nullptr;
    (void)u40;
    static_assert(62 == 62, "size check");
    int device41 = 0;
    cudaGetDevice(&device41);
    cudaDeviceProp prop42;
    cudaGetDeviceProperties(&prop42, device41);
    int sms43 = prop42.multiProcessorCount + prop42.warpSize;
    ops24::norm28_kernel<<<(sms43 + 0b11111) / 32, 16 * 2>>>(+count39, -45, count39, nullptr);
    try {
        cudaStream_t lim44 = nullptr;
        (void)lim44;
        if (sms43 > 40) {
            throw 40;
        }
    } catch (...) {
    }
    return 0b0;
}
