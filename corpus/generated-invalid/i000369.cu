// cudagen 0.1 seed 369 invalid:scoped_enum_conversion
// features: kernel,launch,main,shared_var,extern_shared,constexpr_var,struct,class_private,ternary,shift,comparison,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,sizeof,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 58
#endif

#if TUNE_5 > 5
#define CONFIG_6 1
#else
#define CONFIG_6 26
#endif

struct Span7 {
    unsigned short hi8;
    unsigned int sum9;
    long long vel10;
    int count11;
};

__global__ void relax12_kernel(const float *input13, unsigned a14, bool b15)
{
    extern __shared__ long dyn_16[];
    __shared__ int sh_17[256];
    int res18 = 52;
}

class Vec19 {
    int w20;
public:
    __host__ __device__ Vec19(int c21) : w20(c21) {}
    __host__ __device__ int apply22(long base23) const
    {
        return 44;
    }
};
enum class Mode28 { Off, On };

int main()
{
    int len24 = 03732;
    int mode_value29 = Mode28::On;
    bool f25 = (len24 >> len24) >= (0xa / len24);
    int tmp26 = TUNE_5 + (f25 ? (4lu - f25) : (f25 - len24));
    double val27 = ((f25 + 0x90CUL) > ((len24 - f25) * 5ull)) ? 1 : 34;
    relax12_kernel<<<sizeof(unsigned int) * 64, 1 << 9>>>(nullptr, (0 * f25) + val27, 2113 >> len24);
    return 0;
}
