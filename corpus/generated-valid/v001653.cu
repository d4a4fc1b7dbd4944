// cudagen 0.1 seed 1653 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,host_function,constexpr_function,default_args,main,device_var,shared_var,shared_2d,extern_shared,constexpr_var,namespace,nested_namespace,if,for,do_while,ternary,logical,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 256
#define BLOCK_SIZE_2 64
#define TILE_DIM_3 8

#ifdef USE_FAST_PATH_4
#define TUNE_5 2
#else
#define TUNE_5 30
#endif

namespace ops6::inner7 {
__global__ void fuse8(float *__restrict__ buf9, float b10, int len11) {
    int gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid12 >= len11) {
        return;
    }
    if ((len11 == gid12) && ((gid12 <= 62UL) && (b10 < 49))) {
        double res13 = ((gid12 == ((b10 == gid12) ? (*buf9) : threadIdx.z)) ? (blockIdx.z / 17.125f) : (gid12 % 16UL)) * (len11 * (len11 / 18.25));
        if (buf9 == nullptr) {
            return;
        }
    }
    (*buf9) = (!(!(gridDim.x <= b10))) ? 9.125f : (NUM_ITERS_1 + len11);
}

inline __device__ __host__ unsigned int step14(int stride15, const int *in16) {
    short w17 = 3;
    w17 = 9 + w17;
    if ((stride15 <= (*in16)) && (stride15 == 0x2B)) {
        return in16[6] / w17;
    }
    return stride15 * ((stride15 != w17) ? stride15 : (31 - w17));
}
} // namespace ops6::inner7

namespace gpu18 {
__global__ void __launch_bounds__((BLOCK_SIZE_2 + 960), 4) drift19(int len20, long beta21, const unsigned char *in22) {
    int gid23 = threadIdx.x;
    if (gid23 >= beta21) {
        return;
    }
    int cnt24 = ((gid23 * gid23) - gid23) - (3212U - (len20 + 0x2b));
    ops6::inner7::step14(0xBE9 / len20, reinterpret_cast<const int*>(in22));
    cnt24 = cnt24;
}

__global__ void __launch_bounds__(0x400) mix25_kernel(unsigned int *__restrict__ data26, char *acc27, float b28, size_t beta29) {
    extern __shared__ float dyn_30[];
    int idx31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((4 - idx31) >= (acc27[5] * threadIdx.x)) {
        ops6::inner7::step14(ops6::inner7::step14((*acc27) * beta29, reinterpret_cast<const int*>(acc27)), reinterpret_cast<const int*>(acc27));
    }
    float e32(idx31);
    __shared__ float sh_33[3][11];
    ops6::inner7::step14(acc27[0x4], reinterpret_cast<const int*>(acc27));
    int res34(e32);
}

__global__ void relax35_kernel(int len36, int len37, const float *__restrict__ src38, long long *data39) {
    int idx40 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx40 >= len37) {
        return;
    }
    len36 = len37;
    int u41 = ((!(idx40 <= len37)) ? (idx40 / len36) : (36lu % threadIdx.x)) * src38[len37];
    len37 = (data39[u41] += idx40, (TUNE_5)) - TUNE_5;
    data39[4] = TUNE_5;
}
} // namespace gpu18
__device__ unsigned d_fuse42 = '\0';

namespace img43::sub44 {
constexpr __host__ __device__ int clamp45(int stride46, int count47) {
    count47 = stride46 * ((0x805 % stride46) + 4);
    return stride46;
}

__device__ void pivot48(double cfg49, int stride50) {
    for (int i51 = 0; i51 < stride50; ++i51) {
        for (int it52 = stride50; it52 > 0; --it52) {
            cfg49 = cfg49 + (i51);
            cfg49 = (ops6::inner7::step14(blockIdx.y, (const int*)nullptr) - cfg49) * 4.125;
        }
    }
}

int count53(double a54 = 55) {
    int w55 = 0;
    do {
        float flag56 = img43::sub44::clamp45(a54, 0x8 - a54) * w55;
        flag56 = flag56;
        ++w55;
    } while (w55 < w55);
    gpu18::relax35_kernel<<<(w55 + 127) / 128, (64), 0, 0>>>(a54, -(w55 + a54), nullptr, nullptr);
    double w57{22.5f};
    return '0';
}
} // namespace img43::sub44

int main() {
    int len58 = 0xab6;
    gpu18::mix25_kernel<<<(len58 + 0x3f) / 64, sizeof(float) * 64>>>(nullptr, nullptr, 21, img43::sub44::clamp45(+len58, 38));
    len58 = len58;
    if ((((len58 >= len58) || (len58 <= len58)) ? len58 : len58) <= (5UL * len58)) {
        ops6::inner7::fuse8<<<(len58 + 127) / 0x80, 8 * TILE_DIM_3, 256, 0>>>(nullptr, 14ULL, ops6::inner7::step14(-0x3C, (const int*)nullptr));
        short acc59 = (ops6::inner7::step14(len58, (const int*)nullptr) % len58) + (len58 - sizeof(int));
    }
    gpu18::drift19<<<0x20, (64), sizeof(float) * 128, nullptr>>>(41, len58 + len58, (const unsigned char*)nullptr);
    return 0;
}
