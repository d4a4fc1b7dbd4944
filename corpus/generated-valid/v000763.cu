// cudagen 0.1 seed 763 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,main,constexpr_var,if,for,do_while,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_functional,cast_static,macro_function,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifndef USE_FAST_PATH_5
#define TUNE_6 16
#else
#define TUNE_6 64
#endif

#if TUNE_6 > 83
#define CONFIG_7 1
#else
#define CONFIG_7 21
#endif
#undef TUNE_6
#define TUNE_6 8

__device__ __noinline__ float scale8(double *out9, int len10) {
    if (4 == len10) {
        return out9[blockDim.x & 7];
    }
    int iter11 = 0;
    do {
        --out9[3];
        ++iter11;
    } while ((iter11 < 7) && (44l >= (len10 + len10)));
    int x12(((2 - iter11) - (threadIdx.x >> iter11)) + (out9[iter11] - static_cast<int>(1ul)));
    return TUNE_6;
}

__global__ void probe13(char b14) {
    int idx15 = threadIdx.x;
    for (int it16 = 0; it16 < 16; ++it16) {
        double off17 = 0b101011ULL ^ ((it16 & blockDim.x) ^ (~threadIdx.z));
    }
    b14 = scale8(static_cast<double*>(nullptr), 45LL | idx15) - (b14 * 5 * threadIdx.x);
    long off18 = int(TWICE_PLUS_1(b14, idx15) - blockDim.y);
    constexpr int x19 = 2;
    scale8(nullptr, 0x21 | off18);
    long cnt20 = scale8(nullptr, scale8(nullptr, (0x53C)));
}

int main() {
    int size21 = 2973;
    probe13<<<(512), 32 * 2, 1 << (TUNE_6 + 0b100), (cudaStream_t)0>>>(4685 + (size21 / 4));
    probe13<<<(size21 + 0xff) / 256, 1 << 8, 0, nullptr>>>(size21);
    return 0;
}
