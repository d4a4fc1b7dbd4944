// cudagen 0.1 seed 262 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,default_args,main,constexpr_var,local_array,const_local,if,for,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 7
#else
#define TUNE_6 50
#endif

#if (TUNE_6 * 2) >= 17 && TUNE_6 != 0
#define CONFIG_7 3
#else
#define CONFIG_7 26
#endif

__global__ void lerp8_kernel(int *acc9) {
    int gid10 = threadIdx.x;
    if (gridDim.x >= TUNE_6)
        return;
    unsigned short prod11[(0x5)] = {};
}

__device__ float mix12(float a13, int len14, float alpha15 = 0x1f) {
    alpha15 *= TUNE_6;
    constexpr int val16 = 2 * (2);
    return 23.75f;
}

__global__ void __launch_bounds__(128) grow17_kernel(const size_t *input18) {
    if ((*input18) == (*input18)) {
        if (mix12(threadIdx.x, MAX2_2(*input18, 7), 13.25f) == mix12(*input18, 5)) {}
    }
}
constexpr int LANES19 = ((TUNE_6 + (TUNE_6 + 2)) * 2);

__global__ void step20_kernel(int *buf21, const int *src22) {
    int gid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int it24 = 0; it24 < 15; it24 += 2) {
        buf21[gid23] = ((mix12(buf21[4], 075, it24) != warpSize) ? 0x1BU : it24) + threadIdx.x;
        if (buf21 != nullptr) {
            double h25[5]{static_cast<double>(gid23), static_cast<double>(it24), 14.75, 18.375F, 10.375f};
            ACCUM_3(buf21[6], ((threadIdx.x) + mix12(blockDim.x, gridDim.z)));
            short flag26 = mix12(sizeof(char), buf21[blockIdx.x]);
        }
    }
}

int main() {
    int size27 = 0xdde;
    step20_kernel<<<(size27 + 127) / 0x80, (0x20), sizeof(double) * 32>>>(&size27, &size27);
    const int w28 = 44l;
    char q29(55ULL);
    for (int j30 = 0; j30 < size27; j30++) {
        size27++;
        grow17_kernel<<<(size27 + 127) / 128, 64, (0x1000), nullptr>>>((const unsigned long*)nullptr);
    }
    lerp8_kernel<<<(size27 + 127) / 0200, 1 << 6, sizeof(int) * 64, 0>>>(&size27);
    return 0;
}
