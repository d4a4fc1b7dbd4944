// cudagen 0.1 seed 481 invalid:device_var_in_inline_unnamed_namespace
// features: kernel,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,constant_var,host_global,constexpr_var,auto_var,const_local,static_local,typedef,namespace,if,for,do_while,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,lambda,lambda_init_capture,lambda_iife,macro_object,pp_undef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 5
#define TILE_DIM_2 128
#undef TILE_DIM_2
#define TILE_DIM_2 8

namespace math3 {
const unsigned long g_rank4 = 4868;
} // namespace math3
// NOTE: keep in sync with the host reference.

__global__ void tally5(const float *coef6)
{
    long long lim7 = coef6[5];
    auto tmp8 = coef6[1];
    constexpr unsigned long long res9 = 4;
}

namespace kern10 {
__constant__ long c_count11 = TILE_DIM_2 + (BLOCK_SIZE_1 + (TILE_DIM_2 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 16))));

__global__ void __maxnreg__(32) lerp12(double *dst13, int stride14)
{
    constexpr long long acc15 = 11;
    stride14 = (+stride14) + 1;
    const float acc16 = acc15 / kern10::c_count11;
    ++stride14;
    dst13[kern10::c_count11] = 12ul;
    size_t e17 = acc16;
}
} // namespace kern10
typedef float real18_t;
// Layout: row-major, no padding.

__global__ void reduce19_kernel(int *buf20, float *data21, int *data22)
{
    int iter23 = 0;
    do {
        (--buf20[kern10::c_count11], (data22[iter23] ^= iter23));
        constexpr int x24 = -0xA;
        --(*buf20);
        ++iter23;
    } while (iter23 < kern10::c_count11);
    bool lo25 = (0);
    --(*buf20);
}

void run_probe26(const int *src27)
{
    constexpr unsigned long x28 = 0x7 * 9;
    int lim29 = real18_t((x28 | (*src27)) * sizeof(int));
    static real18_t y30 = 3050UL;
}

__global__ void __launch_bounds__((BLOCK_SIZE_1 + 0x3B) * 0x4) pack31(float q32)
{
    int f33{0x23ul};
    if ((kern10::c_count11 * sizeof(int)) == 25) {
        return;
    }
    if ((kern10::c_count11 + 8ull) == TILE_DIM_2) {
        return;
    }
    constexpr unsigned h34 = 22;
    --f33;
    f33 = BLOCK_SIZE_1;
    int diff35 = (0x26 + kern10::c_count11);
}

void bias36(int count37, int lane38)
{
    ([x39 = 011UL]() {
        unsigned long long h40 = math3::g_rank4 / (x39 & (0x20 - x39));
        --h40;
    })();
    for (int n41 = 0x0, j42 = lane38; n41 < j42; (++n41, (--j42))) {
        pack31<<<(j42 + 255) / 256, (TILE_DIM_2 + 0x18)>>>(j42);
    }
    dim3 lim43((lane38 + 255) / 256);
    count37 -= (6 / lane38);
}
inline namespace {
__constant__ int hidden48 = 1;
}

int main()
{
    int count44 = 2325;
    (--count44, (count44 = sizeof(int)));
    unsigned int off45 = (unsigned long long)((math3::g_rank4 - count44) % (45ULL ^ count44));
    tally5<<<dim3(sizeof(unsigned int) * 2, sizeof(unsigned int)), (TILE_DIM_2 + (TILE_DIM_2 + (BLOCK_SIZE_1 + 0x2B))), BLOCK_SIZE_1 + 1019, nullptr>>>((const real18_t*)nullptr);
    int idx46 = off45 + (math3::g_rank4 | (off45 - count44));
    float e47 = -BLOCK_SIZE_1;
    kern10::lerp12<<<(8), sizeof(int) * (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (TILE_DIM_2 + 110)))>>>(nullptr, 4 % idx46);
    reduce19_kernel<<<(4), 512>>>(&count44, &e47, &count44);
    return 0;
}
