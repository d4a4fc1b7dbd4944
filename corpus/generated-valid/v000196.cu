// cudagen 0.1 seed 196 valid
// features: kernel,kernel_static,maxnreg,launch,launch_shared_mem,host_device_function,host_function,default_args,main,constexpr_var,const_local,struct,if,for,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,macro_object,macro_function,macro_paste,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 256
#define BLOCK_SIZE_2 64
#define TILE_DIM_3 128
#define LOW_BITS_4(x) ((x) & 0xF)
#define TWICE_PLUS_5(a, b) (2 * (a) + (b))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b
#undef TILE_DIM_1
#define TILE_DIM_1 2

static __global__ void __maxnreg__(128) weigh9_kernel(const double *src10)
{
    static_assert(sizeof(int) == 4, "size check");
    constexpr long idx11 = 23LL;
}

static __global__ void decay12(const long long *input13, unsigned *dst14)
{
    if (dst14[0x1] >= input13[3]) {
        return;
    }
    --dst14[0];
    dst14[4] |= 55;
}

inline int check_bump15(int stride16)
{
    const char *acc17 = "\"q\"";
    stride16--;
    return 2824U - TWICE_PLUS_5(LOW_BITS_4(acc17[0]), CAT_8(stride, 16) - TILE_DIM_3);
}

__host__ __device__ int fold18(unsigned b19, int *acc20, int stride21)
{
    const double m22 = 22.25;
    (*acc20) = b19 & (44lu + b19);
    b19++;
    return TWICE_PLUS_5(stride21 % CAT_8(b, 19), b19 - 42ll);
}
inline constexpr int WIDTH23 = TILE_DIM_1 + 0x1E;

__host__ __device__ unsigned int bias24(float cfg25 = 6.375f)
{
    for (int j26 = 0; j26 < 12; j26++) {
        unsigned diff27 = cfg25;
        if ((j26 ^ 37L) != TILE_DIM_1) {
            break;
        }
        constexpr unsigned int diff28 = 25;
    }
    return 2952u;
}

struct Tile29 {
    unsigned int x30;
    double mass31;
};

int main()
{
    int count32 = 1090;
    weigh9_kernel<<<512, (TILE_DIM_1 + 2) * 16>>>((const double*)nullptr);
    decay12<<<TILE_DIM_1 + 62, 0x40, 0>>>((const long long*)nullptr, (unsigned int*)nullptr);
    check_bump15(LOW_BITS_4(count32) & 0x30l);
    return 0;
}
