// cudagen 0.1 seed 1926 valid
// features: kernel,maxnreg,launch,device_function,main,constexpr_var,struct,operator_overload,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_object,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 32
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 14
#else
#define TUNE_3 20
#endif

struct Sample4 {
    int vel5;
    float hi6;
    int hi7;
    float lo8;
};

inline __host__ __device__ Sample4 operator+(Sample4 a, Sample4 b)
{
    Sample4 r = a;
    r.vel5 += b.vel5;
    r.hi6 += b.hi6;
    r.hi7 += b.hi7;
    r.lo8 += b.lo8;
    return r;
}

__global__ void __maxnreg__(64) pivot9(int *buf10)
{
    buf10[1] = *buf10;
    buf10[0x1] = 32UL;
    Sample4 s11{0x1bU, static_cast<float>(18U % buf10[6]), 9, 25l};
}

__device__ double accum12(int len13, int stride14, float *acc15)
{
    stride14 = acc15[1] - ((int)TILE_DIM_1);
    acc15[0x3]++;
    return stride14;
}

int main(void)
{
    int size16 = 1146;
    pivot9<<<TILE_DIM_1 * 8, TILE_DIM_1 + 0x60>>>(nullptr);
    int s17(TILE_DIM_1);
    return 0x0;
}
