// cudagen 0.1 seed 456 valid
// features: kernel,kernel_from_macro,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,static_host_function,main,device_var,constexpr_var,auto_var,if,for,while,do_while,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,alignof,lambda,lambda_launch,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 2
#else
#define TUNE_4 52
#endif
/* NOTE: keep in sync with the host reference. */

__global__ void fuse5(double* out6) {
    int tid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float r8 = *out6;
    float m9 = (tid7 ^ ((int)25)) << tid7;
    unsigned int* s10 = reinterpret_cast<unsigned int*>(out6);
    float t11 = 19;
    double k12 = 1.125f;
}
__device__ double d_count13;
__device__ float d_kick14 = 54u;

__global__ void __launch_bounds__(TUNE_4 + 0x1E) sweep15_kernel(float alpha16, unsigned long* acc17, int* buf18) {
    unsigned int gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    d_kick14--;
    d_kick14 = 600 + ((threadIdx.y / 22.25f) - (threadIdx.x + gid19));
    ++(*acc17);
}
// Computes one element per thread.

__device__ int rank20(const double* input21) {
    const double* v22 = input21;
    int w23 = 0;
    while (w23 < w23) {
        if ((input21[w23 & 0x7] + input21[w23 & 0x7]) <= d_count13) {
            continue;
        }
        ++w23;
    }
    if (d_kick14 <= (d_kick14 - 4)) {
        return 50;
    }
    return w23;
}
#define DEFINE_MAP_KERNEL_24(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_24(map_count25, double)
DEFINE_MAP_KERNEL_24(map_split26, double)

__device__ int tally27(int* buf28, int len29) {
    for (int i30 = 0; i30 < len29; ++i30) {
        for (int it31 = 15; it31 > 0; --it31) {
            d_kick14 = (unsigned int)((0x1B * (*buf28)) | it31);
            ++d_count13;
        }
    }
    return TUNE_4;
}

static void host_norm32(char cfg33, int count34) {
    auto op35 = []() -> double {
        map_split26<<<dim3(16 * 16), 32 * (TUNE_4 + (TUNE_4 + (TUNE_4 + TUNE_4))), 0x1 << (TUNE_4 + 8)>>>(nullptr, 1148);
        return 39;
    };
    op35();
    auto y36 = alignof(char) + (count34 + (cfg33 << TUNE_4));
    fuse5<<<8 * TUNE_4, TUNE_4 + (TUNE_4 + (TUNE_4 + (TUNE_4 + (TUNE_4 + (TUNE_4 + (TUNE_4 + 114)))))), 0x0>>>(nullptr);
    int pass37 = 0b0;
    do {
        --y36;
        ++pass37;
    } while (pass37 < 9);
    dim3 q38(sizeof(float) * (TUNE_4 + 126), (64));
}

int main() {
    int len39 = 3956;
    map_split26<<<0x2, dim3((len39 + 0x7F) / 128, (len39 + 255) / 0x100), sizeof(int) * 256, (cudaStream_t)0>>>(nullptr, 0x14);
    ++len39;
    bool w40 = (0) / len39;
    sweep15_kernel<<<dim3((len39 + 127) / 128, 0b10 * TUNE_4, 1 << (TUNE_4 + (TUNE_4 + 2))), 1 << 0x6, 0>>>(len39 | ((int)w40), (size_t*)nullptr, nullptr);
    map_count25<<<dim3((len39 + 63) / 0b1000000, (len39 + 31) / 0x20), 0x10 * 8>>>(nullptr, 1);
    return 0;
}
