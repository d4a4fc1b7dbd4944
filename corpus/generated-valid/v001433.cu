// cudagen 0.1 seed 1433 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,host_function,static_host_function,main,shared_var,extern_shared,if,for,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_float,lit_nullptr,cast_reinterpret,sizeof,macro_object,macro_function,pp_if,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define HALF_2(x) ((x) / 2)
#if (NUM_ITERS_1 * 2) >= 8 && NUM_ITERS_1 != 0
#define CONFIG_3 8
#elif NUM_ITERS_1 < 0
#error unreachable configuration
#else
#define CONFIG_3 11
#endif
#undef NUM_ITERS_1
#define NUM_ITERS_1 12

__global__ void spread4(const double *input5) {
    extern __shared__ unsigned long dyn_6[];
    int tid7 = threadIdx.x;
    for (int n8 = 0; n8 < 14; n8++) {}
    if (tid7 * 27) {
        return;
    }
    __shared__ int sh_9[64];
}

static int host_shade10(int *buf11, int n12, int count13) {
    spread4<<<sizeof(unsigned int) * (NUM_ITERS_1 + 0x4), 0x1 << 7, 0>>>(reinterpret_cast<const double*>(buf11));
    count13 = 33;
    return ((count13 << (*buf11)) << (*buf11)) - count13;
}

int main() {
    int size14 = 3405;
    if (size14 < host_shade10(nullptr, size14, size14)) {
        for (int n15 = size14; n15 > 0; --n15) {
            for (int it16 = 0x0; it16 < size14; ++it16) {
                host_shade10(nullptr, 37, it16);
                float y17 = 21.0F;
            }
        }
    }
    return 0;
}
