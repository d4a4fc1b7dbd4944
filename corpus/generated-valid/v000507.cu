// cudagen 0.1 seed 507 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,constexpr_function,main,auto_var,enum_class,if,for,pragma_unroll,static_assert,ternary,shift,logical,comparison,incdec,lit_int_octal,lit_int_binary,lit_nullptr,sizeof,macro_object,macro_function,macro_paste,pp_if,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 8
#define WARPS_2 4
#define LOW_BITS_3(x) ((x) & 0xF)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#if WARPS_2 == 4
#define CONFIG_7 7
#else
#define CONFIG_7 10
#endif
#undef CONFIG_7
#define CONFIG_7 48

__global__ void decay8_kernel(int stride9, const unsigned* src10) {
    unsigned int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx11 >= stride9) {
        return;
    }
    static_assert(sizeof(int) == 4, "size check");
    #pragma unroll 2
    for (int it12 = 0; it12 < 013; it12 += 4) {
        stride9--;
        stride9 = -0b111001;
    }
}
static_assert((5) == 5);
enum class Op13 { Slow14, Add15 = 6, On16, Fast17 };

constexpr __device__ __host__ int combine18(int lane19, int len20) {
    return lane19 << (sizeof(unsigned int) * lane19);
}
enum class Op21 {
    Green22,
    Off23,
    Red24,
    Slow25,
    Add26
};

int main() {
    int size27 = 1806;
    dim3 m28((size27 + 127) / 128, (2));
    auto h29 = size27;
    size27 = size27;
    decay8_kernel<<<(size27 + 127) / 0b10000000, 1 << 9, 0>>>(((CAT_6(h, 29) == 1) || (CAT_6(h, 29) < h29)) ? (size27) : (sizeof(float) - size27), nullptr);
    return 0;
}
