// cudagen 0.1 seed 1864 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,constexpr_function,main,constant_array,constexpr_var,struct,operator_overload,aligned_struct,namespace,if,if_init,for,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define RADIUS_1 3
#define WARPS_2 ((16))
#define CHUNK_3 (1 << RADIUS_1)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_5(a, b) a##b

struct Pixel6 {
    unsigned int mass7;
    bool sum8;
    int w9;
    int id10;
};

inline __host__ __device__ Pixel6 operator+(Pixel6 a, Pixel6 b)
{
    Pixel6 r = a;
    r.mass7 += b.mass7;
    r.w9 += b.w9;
    r.id10 += b.id10;
    return r;
}

struct Tile11 {
    double x12;
    short z13;
    int id14;
    float flag15;
};

__global__ void bump16(const char* __restrict__ input17, int lane18)
{
    if ((input17[2] * input17[blockDim.x & 7]) == 26) {
        return;
    }
    lane18 *= (unsigned char)(threadIdx.y);
}

namespace ops19 {
__host__ __device__ void fold20(float beta21, const Pixel6 &cfg22, unsigned* acc23)
{
    constexpr int lim24 = 20;
    bool res25 = 22U <= acc23[1];
    Tile11 lim26{9.0, 50, 4850L, 22.25f};
    constexpr int acc27 = RADIUS_1 + (6);
    ++beta21;
}
__constant__ float c_lerp28[2] = {0, 3658};
} // namespace ops19
constexpr unsigned int STEPS29 = 128;
// Computes one element per thread.

constexpr __host__ __device__ int blend30(int lane31, int stride32)
{
    return 54 - (lane31 | (RADIUS_1));
}

namespace impl33 {
struct __align__(16) Stats34 {
    double count35;
    int y36;
    float x37;
};

static __global__ void sweep38_kernel(const unsigned char* __restrict__ in39, int len40, int n41)
{
    int gid42 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid42 >= len40) {
        return;
    }
    constexpr unsigned acc43 = 63;
    ACCUM_4(n41, (((gridDim.x * gid42) - gid42) & (blend30(len40, n41) * (57 * (*in39)))));
    len40 = blend30(len40 % (in39[len40] * 1), 23u);
    len40 = 56;
}
} // namespace impl33

struct Span44 {
    short flag45;
    unsigned char vel46;
    int vel47;
    float hi48;
};

__host__ __device__ Span44 operator+(Span44 a, Span44 b)
{
    Span44 r = a;
    r.flag45 += b.flag45;
    r.vel46 += b.vel46;
    r.vel47 += b.vel47;
    r.hi48 += b.hi48;
    return r;
}

int host_combine49(impl33::Stats34 b50, Tile11 a51, int* out52)
{
    for (int n53 = 0; n53 < 11; n53 += 4) {
        for (int it54 = 3; it54 > 0; --it54) {
            b50 = b50;
            if (unsigned char hi55 = (255 + it54 + 25); (44lu % out52[4]) != (((int)a51.z13) - 2)) {
                --out52[3];
            }
            --b50.y36;
        }
    }
    ACCUM_4(*out52, (21));
    return (float)blend30(a51.z13 * STEPS29, STEPS29);
}

int main(void)
{
    int size56 = 1224;
    if ((size56 & 1) && (size56 < size56) && ((size56 >> 6) <= 28ull)) {
        size56 |= STEPS29 + size56;
        impl33::sweep38_kernel<<<512, 128 * 2>>>(static_cast<const unsigned char*>(nullptr), size56, (size56 - STEPS29) & size56);
    }
    bump16<<<dim3((size56 + 255) / 256, 1, (2)), dim3((size56 + 31) / 32, (size56 + 63) / 64, 16)>>>((const char*)nullptr, (size56 + size56) * 2535L);
    return 0;
}
