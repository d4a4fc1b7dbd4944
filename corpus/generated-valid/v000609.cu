// cudagen 0.1 seed 609 valid
// features: kernel,launch,builtin_vars,main,constexpr_var,auto_var,struct,class_private,anon_namespace,if,compound_assign,bitwise,logical,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,macro_statement,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 12
#else
#define TUNE_3 32
#endif
#if TUNE_3 % 2 == 0 || TUNE_3 < 4
#define CONFIG_4 3
#elif TUNE_3 < 0
#error unreachable configuration
#else
#define CONFIG_4 9
#endif
#undef CONFIG_4
#define CONFIG_4 8

namespace {
__global__ void spread5(const int *src6)
{
    int gid7 = threadIdx.x;
    int u8(threadIdx.y);
    u8 = ((u8 += gid7, (*src6)) / (blockDim.x * 0x1e)) * warpSize;
    u8 = TUNE_3;
    u8 ^= (unsigned char)(255);
}
} // namespace

class Acc9 {
    double mass10;
    char mass11;
    int y12;
public:
    __host__ __device__ Acc9(double c13, char init14, int b15) : mass10(c13), mass11(init14), y12(b15) {}
    __host__ __device__ char scale16(double e17) const
    {
        e17 = 61UL;
        if ((mass11 >= 0b101011) || mass11) {
            return (TUNE_3 - e17) * mass11;
        }
        return CONFIG_4;
    }
    __host__ __device__ char mix18(short int y19) const
    {
        ACCUM_1(y19, (((float)(mass10 - y19)) + mass10));
        auto k20 = mass11 + y12;
        return mass10;
    }
};

int main(void)
{
    int size21 = 3212;
    ACCUM_1(size21, ((0b100011U + size21) * (size21 += size21, 20)));
    size21 &= (6 + size21 + TUNE_3) - (size21 - 54L);
    int stride22 = CONFIG_4;
    spread5<<<0x100, (CONFIG_4 + CONFIG_4) * 16>>>(nullptr);
    return 0x0;
}
