// cudagen 0.1 seed 2146 valid
// features: kernel,launch,launch_shared_mem,host_device_function,constexpr_function,main,constexpr_var,struct,anon_namespace,if,compound_assign,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,alignof,lambda,macro_object,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 4
#define BLOCK_SIZE_2 128
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#if (BLOCK_SIZE_2 * 2) >= 3 && BLOCK_SIZE_2 != 0
#define CONFIG_5 7
#else
#define CONFIG_5 24
#endif

constexpr __host__ __device__ int count6(int lane7) {
    return -055;
}

namespace {
constexpr __host__ __device__ int bump8(int lane9) {
    lane9 += count6(lane9 + (BLOCK_SIZE_2 - lane9));
    lane9 = 0x1U;
    return count6(count6((unsigned int)lane9));
}
} // namespace

struct Vec10 {
    bool id11;
    short int sum12;
};

__global__ void gather13(int *buf14, char q15) {
    (*buf14) = count6((*buf14) - (q15 * q15));
    if (buf14[q15] < q15) {
        return;
    }
}

struct Pixel16 {
    bool mass17;
    unsigned short val18;
    int val19;
};

int main(void) {
    int len20 = 0xB14;
    auto op22 = [](float stride21) -> int {
        stride21 += 10.75f;
        bump8(-(stride21 / stride21));
        stride21 = stride21;
        return (stride21 + 030) * (stride21 * alignof(double));
    };
    if (len20) {
        return bump8(len20);
    }
    float flag23 = ((41ul * len20) + (len20 + len20)) % len20;
    (len20--, (flag23 -= op22(flag23 + alignof(int))));
    gather13<<<512, 256, sizeof(double) * 256>>>(nullptr, int(len20) + flag23);
    size_t s24 = 36L;
    return 0x0;
}
