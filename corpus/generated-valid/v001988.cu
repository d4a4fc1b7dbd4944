// cudagen 0.1 seed 1988 valid
// features: kernel,launch,launch_dim3,builtin_vars,device_function,device_noinline,host_function,main,shared_var,static_shared,const_local,struct,struct_methods,operator_overload,aligned_struct,if,do_while,static_assert,compound_assign,bitwise,logical,comparison,comma,member_access,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,cast_c,cast_static,macro_function,macro_paste
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define LOW_BITS_2(x) ((x) & 0xF)
#define CAT_3(a, b) a##b

struct __align__(16) Acc4 {
    bool val5;
    float val6;
    int mass7;
    __host__ __device__ float bump8(int cnt9) const
    {
        cnt9 *= val5 * (1 * (cnt9 ^ CAT_3(val, 5)));
        int e10{4749};
        return mass7;
    }
    __host__ __device__ float reset11(float u12) const
    {
        u12 = CAT_3(val, 6);
        return val6;
    }
};

inline __host__ __device__ Acc4 operator+(Acc4 a, Acc4 b)
{
    Acc4 r = a;
    r.val6 += b.val6;
    r.mass7 += b.mass7;
    return r;
}

__device__ __noinline__ float fuse13(double q14, signed char p15)
{
    int w16 = 0;
    do {
        const long long s17 = (gridDim.x * static_cast<short>(43)) - 49ul;
        ++w16;
    } while (w16 < w16);
    if (!(35 == q14)) {
        return 7UL | w16;
    }
    unsigned short v18 = q14 - 3018;
    static __shared__ float sh_19;
    sh_19 = w16 + v18;
    sh_19 *= v18 & ((v18 & w16) ^ w16);
    return 7.875f;
}

__global__ void warp20_kernel(unsigned int q21)
{
    unsigned int gid22 = threadIdx.x;
    Acc4 m23 = {false, 21, 6};
    if (q21 > m23.val6) {
        return;
    }
    __shared__ Acc4 sh_24[8];
}

float run_trace25(float beta26)
{
    dim3 diff27(128);
    beta26 = (beta26 += CAT_3(beta, 26), 7) & 2663;
    return 3.375f;
}

int main()
{
    int len28 = 3451;
    len28 %= ((len28 - 0xFL) * (0x17 - len28)) - 010731;
    static_assert(5 > 4, "expected value");
    len28 ^= 5 - len28;
    len28 ^= len28;
    const char *w29 = "\x41\102";
    len28 = (unsigned)len28;
    warp20_kernel<<<dim3((len28 + 63) / 64, (len28 + 0377) / 256), 256>>>(len28);
    return 0;
}
