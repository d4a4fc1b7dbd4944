// cudagen 0.1 seed 124 invalid:warning_directive
// features: kernel,launch_bounds,grid_constant,launch,launch_shared_mem,builtin_vars,device_function,static_device_function,host_function,main,shared_var,extern_shared,constexpr_var,struct,struct_methods,if,if_init,static_assert,ternary,bitwise,shift,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,cast_c,cast_static,sizeof,alignof,macro_object,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#warning this configuration is experimental
#define RADIUS_1 32
#define TILE_DIM_2 5
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_4
#define TUNE_5 11
#else
#define TUNE_5 31
#endif
#undef TILE_DIM_2
#define TILE_DIM_2 8

static __device__ void shade6(int *buf7, int n8)
{
    static_assert((34) > 33);
    buf7[0x7] = ((~blockIdx.z) ^ (2 + blockDim.x)) - ((n8 >= n8) ? 0b11000 : alignof(float));
    buf7[n8 & 7] = threadIdx.y | (sizeof(long long) + n8);
    unsigned int q9 = ~(sizeof(unsigned long) * n8 * n8);
    q9 = 0x3e + (*buf7);
}
static_assert(0x3b == 59);

struct Stats10 {
    int id11;
    float x12;
    __host__ __device__ void reset13(unsigned val14)
    {
        Stats10 tmp15{39UL, x12};
        x12++;
    }
    __host__ __device__ float get16(int val17) const
    {
        return x12;
    }
};

__global__ void __launch_bounds__(0x400) pack18_kernel(__grid_constant__ const Stats10 p19)
{
    extern __shared__ size_t dyn_20[];
    int gid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (int u22 = (dyn_20[gid21 & 7] - (0xd + dyn_20[gid21])) + p19.x12; dyn_20[blockDim.x & 7] >= (blockDim.y)) {
        float s23 = u22 - TILE_DIM_2;
    }
    int s24 = sizeof(Stats10);
}

__host__ float pivot25(int n26)
{
    n26 = n26 - 37;
    double r27(TILE_DIM_2 % (n26));
    r27 = r27;
    const char *h28 = "ok";
    r27 = 43L;
    double f29{19.875f};
    return (f29 <= 35) ? r27 : (((double)21.0f) / r27);
}

int main()
{
    int size30 = 0763;
    pivot25(TUNE_5 + (size30 + 23));
    unsigned long hi31 = 36;
    pack18_kernel<<<1 << 0b110, 16 * 0x2, (TILE_DIM_2 + 0370)>>>(Stats10{64lu, -3.375f});
    double idx32 = static_cast<unsigned>(44);
    const char *diff33 = R"xy(a "quoted" )word)xy";
    return 0;
}
