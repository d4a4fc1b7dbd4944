// cudagen 0.1 seed 2269 valid
// features: kernel,maxnreg,launch,launch_dim3,builtin_vars,host_device_function,main,constexpr_var,struct,operator_overload,if,if_init,for,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_functional,cast_static,macro_function,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 6
#else
#define TUNE_5 18
#endif
#undef TUNE_5
#define TUNE_5 8

struct Particle6 {
    long long flag7;
    int x8;
    size_t weight9;
};

inline __host__ __device__ Particle6 operator+(Particle6 a, Particle6 b)
{
    Particle6 r = a;
    r.flag7 += b.flag7;
    r.x8 += b.x8;
    r.weight9 += b.weight9;
    return r;
}

__global__ void __maxnreg__(128) relax10_kernel(unsigned int *buf11, const unsigned int *input12, int n13, float a14)
{
    int tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    bool flag16 = 0;
    unsigned z17{0x23};
}
// Layout: row-major, no padding.

__host__ __device__ float relax18(int count19, int count20, int stride21)
{
    if (((count19 != stride21) ? count20 : 4313l) <= TUNE_5) {
        goto done25;
    }
    if (unsigned int r22 = ((stride21 & 0x12U) << count19) >> 3; TUNE_5 >= stride21) {
        char w23 = 36UL;
        for (int n24 = 0; n24 < stride21; n24++) {
            ++count20;
            count19--;
            (w23++, (count19 *= 54u % count20));
        }
    }
    stride21 += 4u;
done25:;
    return stride21;
}

int main()
{
    int n26 = 1689;
    n26 >>= long((3 ^ n26) * static_cast<int>(n26));
    n26 -= n26;
    relax10_kernel<<<dim3((n26 + 127) / 0200, TUNE_5), dim3(1, 64)>>>(nullptr, nullptr, 61, (6 - n26) | 44);
    return 0;
}
