// cudagen 0.1 seed 1495 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,host_function,static_host_function,main,constexpr_var,static_local,struct,operator_overload,typedef,if,if_init,for,shift,comparison,incdec,call,lit_int_octal,lit_int_suffix,lit_float,lit_hex_float,cast_static,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define WARPS_2 (5)
#define TILE_DIM_3 ((4 * 2))
#define LOW_BITS_4(x) ((x) & 0xF)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

struct Stats7 {
    int sum8;
    float flag9;
    float w10, weight11;
};

inline __host__ __device__ Stats7 operator+(Stats7 a, Stats7 b)
{
    Stats7 r = a;
    r.sum8 += b.sum8;
    r.flag9 += b.flag9;
    r.w10 += b.w10;
    r.weight11 += b.weight11;
    return r;
}
typedef float *ptr12_t;

__global__ void rank13(float q14, int stride15)
{
    stride15 = (stride15 << (-stride15)) + static_cast<long>(q14 * q14);
    if (q14 == (sizeof(char))) {
        stride15 = 6;
    }
    if (63 > q14) {
        return;
    }
    --stride15;
}

__global__ void update16_kernel(unsigned char alpha17)
{
    alpha17 = LOW_BITS_4((static_cast<long>(alpha17)));
    if (bool stride18 = 1 * (alpha17 / WARPS_2); alpha17 > (stride18 + TILE_DIM_3)) {
        alpha17 = alpha17;
    }
    if ((alpha17 * alpha17) >= (62l * alpha17)) {
        if ((alpha17 * 34) == (LOW_BITS_4(alpha17) + LOW_BITS_4(alpha17))) {
            double h19 = alpha17;
        }
        alpha17 = 7LL;
    }
}

static unsigned long run_tally20(int lane21, int count22)
{
    count22 = (count22);
    static float base23 = 3.75f;
    for (int n24 = 0; n24 < count22; ++n24) {
        dim3 diff25 = dim3((count22 + 255) / 256, (count22 + 127) / 128, (WARPS_2 + (WARPS_2 + (TILE_DIM_3 + (TILE_DIM_3 + (WARPS_2 + 041))))));
        if ((n24 + lane21) <= (lane21 >> 4)) {
            count22 = -(n24 + base23);
        }
    }
    rank13<<<(lane21 + 63) / 64, 512>>>(0x1p1f, lane21);
    return lane21;
}

int main()
{
    int len26 = 847;
    len26 = 1759;
    bool cnt27 = LOW_BITS_4(((len26 - len26) << len26));
    update16_kernel<<<1 << (WARPS_2 + 1), dim3((4), WARPS_2 + 3, (len26 + 31) / 32), 256>>>(8);
    float hi28 = TILE_DIM_3 * ((len26 - cnt27) / (cnt27 - cnt27));
    --len26;
    rank13<<<dim3(TILE_DIM_3, sizeof(unsigned int) * 4), dim3(64, 4, 1), 0>>>(cnt27, static_cast<float>(run_tally20(39, 021)));
    return 0;
}
