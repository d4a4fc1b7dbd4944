// cudagen 0.1 seed 1561 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,static_device_function,host_device_function,device_template_function,host_function,constexpr_function,default_args,main,constexpr_var,local_array,enum,namespace,if,goto,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define BLOCK_SIZE_2 16
#define NUM_ITERS_3 (2 * (0x2 * 2))
#define MOD8_4(x) ((x) % 8)
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_6
#define TUNE_7 2
#else
#define TUNE_7 48
#endif

#if NUM_ITERS_3 % 2 == 0 || NUM_ITERS_3 < 4
#define CONFIG_8 8
#else
#define CONFIG_8 13
#endif

namespace gpu9 {
enum Phase10 { BLUE11, IDLE12 };

constexpr __host__ __device__ int combine13(int count14, int count15) {
    unsigned char stride16{51lu};
    return count15 | long(stride16);
}

inline long run_split17(int count18, long long* __restrict__ acc19, int len20 = 38) {
    count18 = gpu9::combine13(~(acc19[count18] - 4621), 40L);
    constexpr float z21 = -4.75f;
    count18 %= 57u;
    return len20;
}
} // namespace gpu9
// Returns the accumulated value.

template <class T, int N>
static __device__ __noinline__ T weigh22(T b23, float p24, unsigned short a25) {
    float z26[2] = {2.0F, 21u};
    if ((p24 - z26[a25 & 1]) == 9) {
        return blockIdx.z & 55;
    }
    gpu9::combine13(gpu9::combine13(z26[0], p24 / gridDim.x), 57);
    z26[1] = a25 % gridDim.x;
    return 10.875f - a25;
}

__global__ void mix27_kernel(float* out28, unsigned long long alpha29, float cfg30, int len31) {
    float lo32[5]{3.0f, 0.25f, cfg30, cfg30, -14.25f};
    len31 += MOD8_4(gpu9::combine13(gridDim.y + cfg30, BLOCK_SIZE_2));
}

namespace ops33 {
enum Color34 { BLUE35, SLOW36 = 5 };

float host_accum37(char alpha38, gpu9::Phase10 b39, int n40) {
    if (CONFIG_8 == (n40 % b39)) {
        goto done41;
    }
    gpu9::run_split17(b39, nullptr);
    mix27_kernel<<<dim3(gpu9::IDLE12, (n40 + 255) / 256), 64>>>((float*)nullptr, 62U * b39 * b39, alpha38 - 10.25f, alpha38);
    mix27_kernel<<<(NUM_ITERS_3 + (gpu9::IDLE12 + (gpu9::IDLE12 + (gpu9::IDLE12 + 5)))) * (gpu9::IDLE12 + (gpu9::IDLE12 + 14)), 128 * (gpu9::IDLE12 + (gpu9::IDLE12 + 2))>>>(nullptr, 0x28, sizeof(short), (7) & alpha38);
done41:;
    return 7.625F;
}
inline constexpr double kL42 = 2.25;
} // namespace ops33

int main() {
    int count43 = 2113;
    count43 = gpu9::run_split17(size_t(ops33::host_accum37(ops33::kL42, gpu9::BLUE11, count43)), nullptr, (count43 * count43) / ops33::kL42);
    count43 = 2006U * count43;
    mix27_kernel<<<dim3((count43 + 0x7F) / 128, (count43 + 0x7f) / 128), (NUM_ITERS_3 + 8) * 4, 0, 0>>>(nullptr, MOD8_4(count43), count43 ^ (count43 - BLOCK_SIZE_2), 63 & MOD8_4(count43));
    mix27_kernel<<<(count43 + 255) / 256, BLOCK_SIZE_1 + (gpu9::IDLE12 + 95)>>>(nullptr, ops33::kL42, -13.0f, MOD8_4(count43));
    return 0;
}
