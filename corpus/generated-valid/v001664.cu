// cudagen 0.1 seed 1664 valid
// features: kernel,kernel_from_macro,launch_bounds,maxnreg,launch,builtin_vars,grid_stride_loop,host_function,constexpr_function,main,namespace,if,for,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_if
#include "prelude.cuh"

#define WARPS_1 8
#define CHUNK_2 32
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#if WARPS_1 > 11
#define CONFIG_6 6
#elif WARPS_1 < 0
#error unreachable configuration
#else
#define CONFIG_6 30
#endif

namespace detail7 {
constexpr int host_scale8(int stride9, int lane10) {
    double mid11 = sizeof(int) + ((stride9 + 067ULL) % sizeof(int));
    return 9;
}
} // namespace detail7

__global__ void __launch_bounds__(CHUNK_2, 3) update12_kernel(long q13) {
    unsigned i14 = threadIdx.x;
    for (int it15 = (blockIdx.x * blockDim.x) + threadIdx.x; it15 < q13; it15 += blockDim.x * gridDim.x) {
        float h16 = CAT_5(it, 15);
        h16 = h16 * (q13 - 0x1p1f);
    }
    q13 = (q13) - (27 / threadIdx.z);
    q13++;
    double acc17 = 6.75;
    q13 = q13 + 'A';
}
#define DEFINE_MAP_KERNEL_18(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_18(map_grow19, float)

__global__ void __maxnreg__(128) probe20_kernel(float b21) {
    int idx22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned int v23 = 0b101101L;
    if ((idx22 & 1)) {
        return;
    }
    --b21;
    b21--;
}

short host_trace24(int lane25, unsigned short *buf26) {
    int r27 = lane25 & '\a';
    lane25 = '\t' + float(lane25);
    return static_cast<double>((signed char)CAT_5(r, 27));
}

int main() {
    int len28 = 3534;
    if ((len28 + 3995LL) > len28) {
        return (50L - len28) ^ (3157 & len28);
    }
    map_grow19<<<(len28 + 31) / 32, WARPS_1 + (WARPS_1 + 112)>>>((float*)nullptr, +(sizeof(short) * len28));
    update12_kernel<<<(len28 + 63) / 64, 256>>>(CAT_5(len, 28));
    probe20_kernel<<<(len28 + 255) / 256, WARPS_1 + (CONFIG_6 + (CHUNK_2 + 186))>>>((4.f));
    return 0;
}
