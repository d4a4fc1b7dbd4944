// cudagen 0.1 seed 737 invalid:global_redeclared_without_global
// features: kernel,restrict_params,launch,launch_shared_mem,device_function,device_forceinline,static_device_function,main,shared_var,shared_2d,local_array,if,for,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,lambda,lambda_init_capture,macro_function,macro_statement,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

static __device__ __forceinline__ int bias4(int stride5, const unsigned int *src6)
{
    int off7(TWICE_PLUS_1(src6[stride5], stride5));
    ACCUM_3(stride5, (((stride5 / (*src6)) - stride5) * (*src6)));
    stride5 = stride5;
    stride5 -= MIN2_2(off7, 38UL);
    int acc8 = (34 + (stride5 * off7)) % (src6[6] * stride5 * (34));
    --stride5;
    if (stride5 > 12) {
        return (acc8 / src6[0x5]) + 49;
    }
    return (float)off7;
}

__global__ void shade9_kernel(const int *in10, const short *in11, const float *__restrict__ in12, int stride13)
{
    bool stride14 = bias4((int)(stride13 += in11[5], stride13), reinterpret_cast<const unsigned*>(in10));
    unsigned char flag15[3] = {};
    if (flag15[2] == 'a') {
        return;
    }
    bias4(*in10, reinterpret_cast<const unsigned int*>(in10));
    flag15[0] %= bias4(stride13 * 0x37U, nullptr) % in11[stride13];
    __shared__ long sh_16[3][11];
    stride13 |= stride14;
}

__global__ void accum17_kernel(int *dst18)
{
    (*dst18) ^= 1ul + dst18[5];
    (*dst18)--;
    bias4(bias4(23 - (*dst18), reinterpret_cast<const unsigned int*>(dst18)), static_cast<const unsigned*>(nullptr));
}
// Layout: row-major, no padding.

static __device__ int tile19(double *out20, int len21)
{
    bias4('0', reinterpret_cast<const unsigned*>(out20));
    for (int j22 = 0x0; j22 < (2 * 3); ++j22) {
        --out20[0b111];
        long t23 = j22;
        t23 = j22;
    }
    return out20[5];
}
__global__ void kernel_decl30(int *p);
void kernel_decl30(int *p)
{
    p[0] = 3;
}

int main()
{
    int len24 = 3944;
    len24 &= len24 + (len24 += 50u, len24);
    auto lam28 = [k25 = len24 - len24](long u26) -> double {
        int diff27 = u26;
        return 19.125;
    };
    len24 = sizeof(long);
    ACCUM_3(len24, (19u));
    len24 = len24;
    int q29[6] = {9, 0x2F, 0xf, 3};
    shade9_kernel<<<(len24 + 0x7f) / 0x80, 32 * 0x2, 0x0>>>(q29, nullptr, nullptr, 0b110010 + len24 + 47);
    accum17_kernel<<<512, 128>>>(&len24);
    return 0;
}
