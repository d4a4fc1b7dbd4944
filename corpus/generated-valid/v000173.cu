// cudagen 0.1 seed 173 valid
// features: kernel,launch_bounds,restrict_params,launch,host_function,main,constexpr_var,local_array,auto_var,namespace,while,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_object,macro_paste,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 3
#define RADIUS_2 256
#define WARPS_3 3
#define CAT_4(a, b) a##b
#undef TILE_DIM_1
#define TILE_DIM_1 2

__global__ void decay5_kernel(int stride6, const float* __restrict__ input7, int* buf8)
{
    buf8[0]++;
    char m9{static_cast<char>(((stride6 + 0x1lu) | 51) ^ ((unsigned char)0x30))};
    auto x10 = m9 / (3U & m9);
    ++x10;
    constexpr float off11 = 17.75F;
    (*buf8) += x10 - ((long)22);
    buf8[m9 & 7] &= x10;
}

__global__ void __launch_bounds__(TILE_DIM_1 + (WARPS_3 + 27)) norm12_kernel(int stride13, float* __restrict__ buf14)
{
    (*buf14)++;
    (*buf14) *= buf14[stride13];
    auto tmp15 = stride13;
    stride13 = 0;
}
inline constexpr double kL16 = 4.25;

__global__ void grow17_kernel(int len18, unsigned int* out19, const double* input20, int lane21)
{
    len18 = -(kL16 * lane21);
    auto tmp22 = 0b11111;
    len18 = 25ul;
    int idx23 = len18 << (52 & (len18 % tmp22));
    (*out19) |= 0b110011;
}

__global__ void pivot24_kernel(double p25, float* data26)
{
    int iter27 = 0;
    while (iter27 < iter27) {
        double k28 = (((*data26) * 33LL) + 49) / 14.25;
        --p25;
        ++iter27;
    }
    int u29 = ((54lu | iter27) % 7) * kL16;
}

__global__ void __launch_bounds__(1 << (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + TILE_DIM_1)))) warp30_kernel(float* dst31, signed char* acc32)
{
    dst31[0] -= TILE_DIM_1;
    ++(*dst31);
    auto k33 = RADIUS_2;
    int res34 = -10L;
    res34 = RADIUS_2;
}

namespace impl35 {
int host_decay36(int lane37, float q38, int* buf39)
{
    decay5_kernel<<<(128), 1 << 8>>>(57, reinterpret_cast<const float*>(buf39), buf39);
    int pass40 = 0x0;
    while (pass40 < 14) {
        unsigned lo41[4] = {};
        static_assert(22 > 21, "size check");
        ++pass40;
    }
    return (q38 += pass40, lane37) % lane37;
}
} // namespace impl35

int main()
{
    int size42 = 3649;
    float v43[2]{static_cast<float>(kL16), 20.375f};
    size_t hi44[6] = {1834, 0b111001, static_cast<unsigned long>(v43[size42 & 0x1]), 7lu};
    norm12_kernel<<<(size42 + 127) / 128, 32>>>(hi44[0] | TILE_DIM_1, (float*)nullptr);
    grow17_kernel<<<(size42 + 31) / 0b100000, TILE_DIM_1 + 254>>>(-((35 > v43[size42 & 1]) ? size42 : size42), nullptr, (const double*)nullptr, CAT_4(size, 42));
    pivot24_kernel<<<(size42 + 63) / 64, (128)>>>(TILE_DIM_1, v43);
    return 0;
}
