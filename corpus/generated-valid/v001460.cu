// cudagen 0.1 seed 1460 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,builtin_vars,device_function,device_forceinline,static_device_function,host_function,constexpr_function,main,constant_var,shared_var,static_shared,constexpr_var,local_array,struct,if,switch,switch_fallthrough,static_assert,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,pp_ifdef,pp_undef
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 4
#else
#define TUNE_2 59
#endif
#undef TUNE_2
#define TUNE_2 24

__global__ void probe3_kernel(int count4, float *buf5) {
    unsigned int tid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid6 >= count4)
        return;
    switch (gridDim.x) {
    case 0xC: {
        __shared__ int sh_7[0b100 * 8];
        unsigned s8 = blockDim.x;
        [[fallthrough]];
    }
    case 0xA: {
        float hi9 = *buf5;
        break;
    }
    case 6:
        buf5[count4 & 7] = (count4 += 14, (0b100100 % count4)) / 10.25F;
        break;
    case 11: {
        unsigned short acc10 = (buf5[gridDim.x] += 23.875f, ((count4 += count4, (*buf5)) - (11u + tid6)));
        break;
    }
    }
    count4 = ((tid6) & 0b111010) - 52;
}

struct Particle11 {
    unsigned int lo12;
    unsigned int vel13;
    unsigned short vel14;
};

__device__ int sift15(float cfg16) {
    cfg16 = (3 | (threadIdx.x >> 7)) >> ((54 - threadIdx.y) - 0x1);
    switch ((unsigned char)threadIdx.z) {
    case 5: {
        unsigned long lim17[sizeof(float) * 2]{3603ul, 3115L, 1, 57UL, 10u, static_cast<size_t>(19l), 4UL, 52};
        break;
    }
    case sizeof(float) * 3:
        if ((cfg16 * threadIdx.x) > 0x37U)
            break;
        break;
    }
    cfg16 = 13.75f - long(blockIdx.x ^ 8u);
    return sizeof(Particle11);
}

constexpr int sweep18(int n19, int len20) {
    long long s21 = (n19 - (49 * len20)) | (44 >> (len20 + len20));
    n19 = n19;
    return +((~len20) / n19);
}
__constant__ int c_warp22 = 0b1111;

static __device__ __forceinline__ float norm23(int stride24, Particle11 b25) {
    float *s26 = nullptr;
    unsigned res27 = 13;
    int acc28[3] = {44L, 48, stride24};
    return 23.75F;
}
constexpr int DEPTH29 = 7;

template <typename T, int N>
__global__ void decay30_kernel(T *__restrict__ buf31, const unsigned int *__restrict__ coef32) {
    int idx33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (40 != ((T)idx33))
        return;
    switch ((c_warp22)) {
    case DEPTH29 + 0x4:
        static_assert(((DEPTH29 + 34)) > 40, "bad config");
        break;
    }
    static __shared__ Particle11 sh_34[16];
    constexpr int r35 = (0xd);
    __shared__ unsigned sh_36[8];
    int *idx37 = nullptr;
}

int main(void) {
    int len38 = 2583;
    probe3_kernel<<<(len38 + 127) / 128, (0b1000000)>>>(59, (float*)nullptr);
    if ((len38 * len38) > 0x16)
        return (len38);
    decay30_kernel<int, ((2))><<<128, 32 * 0b100>>>(&len38, (const unsigned int*)nullptr);
    return 0;
}
