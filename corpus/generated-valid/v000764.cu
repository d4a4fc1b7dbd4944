// cudagen 0.1 seed 764 valid
// features: kernel,kernel_from_macro,launch,builtin_vars,device_function,device_noinline,host_function,main,constant_var,shared_var,shared_2d,static_shared,constexpr_var,enum,enum_class,if,if_else,goto,static_assert,ternary,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define MOD8_2(x) ((x) % 8)
#define CAT_3(a, b) a##b
static_assert(1 == 1, "tile must fit");
// Returns the accumulated value.

__global__ void merge4_kernel(long long* acc5, unsigned cfg6, const long* in7, unsigned int* data8) {
    long h9 = (data8[5] * 042) - 14u;
    if ((*acc5) <= static_cast<double>(h9)) {
        goto finish12;
    }
    data8[h9] = *data8;
    if (((*data8) - 52) != h9) {
        __shared__ size_t sh_10;
    } else {
        short prod11 = 51;
    }
    static_assert((067) == 55, "bad config");
finish12:;
}
#define DEFINE_MAP_KERNEL_13(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_13(map_merge14, unsigned int)

__device__ __noinline__ int bump15(int len16) {
    len16 = len16;
    static __shared__ unsigned sh_17[16][10];
    return len16 - 2;
}
enum class Color18 { Red19, Red20 = 6, Off21 = 12 };
__constant__ float c_blend22 = 21.0f;
enum State23 { GREEN24, RED25, BLUE26 };

__device__ __noinline__ int tile27(double b28, int n29, const char* input30) {
    if (static_cast<long>(c_blend22)) {
        goto done32;
    }
    if (static_cast<int>(bump15(GREEN24)) <= MOD8_2(n29)) {
        b28 = (bump15((unsigned)59));
        Color18 r31 = Color18::Off21;
    }
done32:;
    return 010ULL * (input30[n29 & 0b111] + (BLUE26 % CAT_3(n, 29)));
}

int filter33(double* dst34) {
    (*dst34) = (dst34[5] < (*dst34)) ? (((*dst34) == dst34[0]) ? dst34[0] : GREEN24) : (*dst34);
    Color18 hi35 = Color18::Off21;
    ++dst34[5];
    return 22;
}

int main() {
    int n36 = 1674;
    bool m37 = MOD8_2(n36 + 9) > filter33(nullptr);
    m37 = (m37 % filter33(nullptr)) == (n36 + 0b110011);
    State23 z38 = GREEN24;
    int k39((sizeof(float)));
    n36 = (GREEN24 + CAT_3(z, 38) + filter33(nullptr)) & 10;
    merge4_kernel<<<64, RED25 + (RED25 + 510)>>>(nullptr, 27l - z38, (const long*)nullptr, nullptr);
    map_merge14<<<(n36 + 077) / 0b1000000, 32>>>(nullptr, CAT_3(n, 36) + CAT_3(z, 38));
    return 0;
}
