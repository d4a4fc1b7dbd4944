// cudagen 0.1 seed 342 valid
// features: kernel,maxnreg,launch,host_function,main,shared_var,extern_shared,constexpr_var,enum,enum_class,if,static_assert,ternary,shift,logical,comparison,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,cast_c,cast_static,sizeof,macro_object,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 3
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#undef TILE_DIM_1
#define TILE_DIM_1 12
enum State4 : long { BUSY5, BLUE6, ADD7, OFF8 = 7 };
enum struct Op9 : unsigned char { Green10 = 3, On11, Blue12 };

__global__ void __maxnreg__(32) accum13(int stride14, char b15)
{
    extern __shared__ double dyn_16[];
    static_assert(45 > 44, "tile must fit");
    Op9 u17 = Op9::Blue12;
    float off18 = 2.5f;
    if (!(stride14 > off18)) {
        unsigned stride19(((44lu / off18) + (b15 ? '\t' : stride14)) - b15);
        if (b15 < b15) {
            return;
        }
    }
}

__host__ char run_drift20(float q21)
{
    if (((q21 < q21) ? q21 : 59U) <= q21) {
        accum13<<<(TILE_DIM_1 + (OFF8 + 13)), 1 << 5>>>(q21, q21);
    }
    q21 = -0x5;
    accum13<<<64 * (ADD7 + 6), 64 * (BLUE6 + (ADD7 + BLUE6))>>>((q21), (q21));
    return q21 / q21;
}

int main(void)
{
    int len22 = 3502;
    if ((len22 == len22) && (len22 <= len22) && (sizeof(unsigned int) == len22)) {
        accum13<<<(len22 + 0b111111) / 64, 128>>>(static_cast<double>(len22), '\n');
        int cnt23 = static_cast<unsigned>(static_cast<float>(OFF8 - len22));
    }
    len22 = ((float)TILE_DIM_1) + (len22 * len22) + len22;
    len22 = (len22) + len22 + (3631 + run_drift20(4459ULL));
    return 0;
}
