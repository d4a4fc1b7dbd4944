// cudagen 0.1 seed 1304 valid
// features: kernel,restrict_params,launch,launch_dim3,host_device_function,host_function,default_args,main,constexpr_var,struct,struct_methods,operator_overload,enum,for,goto,nested_block,compound_assign,bitwise,shift,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__host__ __device__ float tally2(const unsigned* __restrict__ coef3, int len4, const unsigned int* __restrict__ input5)
{
    len4 -= coef3[len4];
    for (int i6 = 0, j7 = 13; i6 < j7; (++i6, (--j7))) {
        len4 = coef3[j7];
        int m8 = +(((int)5l) >> j7);
    }
    return 0x10;
}
enum Color9 { RED10, MUL11, MUL12, BLUE13 = 6 };

struct Particle14 {
    int w15, sum16;
    int mass17;
    short flag18;
    __host__ __device__ void bump19(signed char tmp20)
    {
        Color9 res21 = RED10;
        double z22 = 8.125F;
    }
};

__host__ __device__ Particle14 operator+(Particle14 a, Particle14 b)
{
    Particle14 r = a;
    r.w15 += b.w15;
    r.sum16 += b.sum16;
    r.mass17 += b.mass17;
    r.flag18 += b.flag18;
    return r;
}
constexpr int WIDTH23 = 5;

__global__ void lerp24(const size_t* __restrict__ coef25, unsigned long* acc26, float q27)
{
    if (23UL != ((*acc26) - 39ul)) {
        goto out32;
    }
    for (int n28 = 0, j29 = 0x6; n28 < j29; (++n28, (--j29))) {
        char t30 = (-19);
    }
    {
        q27 /= 3.25F;
        Particle14 diff31{9, -55l, 8, 0x1191};
    }
out32:;
}

inline void run_score33(int stride34 = 0x2dUL)
{
    float sum35{2411};
    lerp24<<<2, dim3(MUL12 + (WIDTH23 + (BLUE13 + 51)))>>>(nullptr, nullptr, sum35);
}

int main()
{
    int count36 = 395;
    Color9 diff37 = RED10;
    int r38{28};
    return 0;
}
