// cudagen 0.1 seed 1605 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,host_function,static_host_function,main,constexpr_var,struct,operator_overload,enum,namespace,if,if_else,for,do_while,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,alignof,macro_object,macro_statement
#include "prelude.cuh"

#define TILE_DIM_1 16
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

namespace detail3 {
struct Vec4 {
    float vel5;
    long mass6;
};
} // namespace detail3

__global__ void stencil7_kernel(int len8, detail3::Vec4 a9, unsigned char a10)
{
    if ((a10 - (TILE_DIM_1 - a9.mass6)) <= sizeof(int)) {
        len8 *= 64;
    } else {
        detail3::Vec4 val11 = a9;
        a9 = detail3::Vec4{float((057 % len8) ^ 11u), long(3069ul)};
    }
    unsigned int val12 = ((len8 >> 7) / (len8 * a10)) - 11;
    a9.vel5 -= 14.5f + a10;
}

struct Sample13 {
    double w14;
    size_t val15;
    int hi16;
};

__host__ __device__ Sample13 operator+(Sample13 a, Sample13 b)
{
    Sample13 r = a;
    r.w14 += b.w14;
    r.val15 += b.val15;
    r.hi16 += b.hi16;
    return r;
}

__global__ void smooth17(const int* __restrict__ src18)
{
    if ((*src18) == alignof(float)) {
        return;
    }
}

__global__ void apply19_kernel(const float* __restrict__ input20, const float* coef21, unsigned short* data22, int lane23)
{
    ++(*data22);
    int prod24 = lane23 ^ TILE_DIM_1;
    prod24--;
    Sample13 w25{6.0, static_cast<unsigned long>(16 * prod24), 3835};
}

__global__ void sweep26_kernel(const char* __restrict__ input27)
{
    if ((input27[7] / input27[0]) < (*input27)) {
        for (int j28 = 0, j29 = 7; j28 < j29; (++j28, (--j29))) {}
    } else {
    }
}
enum State30 : int { ADD31, FAST32 = 6, OFF33 };

namespace kern34 {
__global__ void update35_kernel(int* data36, Sample13 alpha37)
{
    const int* sum38 = data36;
    float e39 = 2947 & sum38[2];
}

static long fold40(long* __restrict__ buf41)
{
    int pass42 = 0;
    do {
        apply19_kernel<<<(pass42 + 127) / 128, TILE_DIM_1 + 16>>>(reinterpret_cast<const float*>(buf41), reinterpret_cast<const float*>(buf41), reinterpret_cast<unsigned short*>(buf41), (!buf41) ? pass42 : (FAST32 % (*buf41)));
        if (pass42 <= (sizeof(detail3::Vec4) | buf41[2])) {
            for (int j43 = 4; j43 > 0; --j43) {
                (*buf41)++;
                int m44 = +j43;
            }
        }
        ++pass42;
    } while (pass42 < 12);
    return buf41[pass42];
}

__global__ void scatter45_kernel(int n46, int n47, long long* __restrict__ dst48, const unsigned char* in49)
{
    n47--;
    Sample13 e50 = Sample13{double(TILE_DIM_1), 3UL, n47};
    ++n47;
    n47 += e50.w14;
}
} // namespace kern34

int main()
{
    int len51 = 3882;
    kern34::fold40((long*)nullptr);
    len51 = TILE_DIM_1;
    stencil7_kernel<<<(len51 + 077) / 64, dim3((64), TILE_DIM_1, (len51 + 31) / 32), 010000>>>(len51, detail3::Vec4{float(sizeof(int)), 2L}, 15);
    smooth17<<<dim3((len51 + 127) / 128, (len51 + 127) / 128, (FAST32 + 250)), 0100>>>(nullptr);
    sweep26_kernel<<<dim3(64, (len51 + 255) / 256), (OFF33 + 1) * 4, sizeof(int) * 32>>>(nullptr);
    return 0;
}
