// cudagen 0.1 seed 382 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constant_var,shared_var,extern_shared,host_global,constexpr_var,struct,struct_methods,class_private,if,if_init,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,method_call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_value,lambda_mutable,lambda_iife,lambda_launch,macro_function,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_4
#ifndef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 61
#endif
#undef TUNE_5
#define TUNE_5 8
static __global__ void warp6(double* buf7, unsigned* dst8, const double* src9)
{
    extern __shared__ int dyn_10[];
    int tid11 = threadIdx.x;
    constexpr float q12 = 'z';
    bool lo13 = !((0x13 != (dst8[5] % sizeof(long))) || (23 != (dst8[tid11] - 17)));
    buf7[tid11] = dyn_10[4];
    lo13 = ((buf7[5]) - q12) != (TUNE_5 + gridDim.y);
}
static constexpr int DEPTH14 = 1 << 6;
__constant__ int c_weigh15 = -29;
struct Span16 {
    int sum17, x18;
    int sum19, w20;
    __host__ __device__ int apply21(int m22) const
    {
        m22 *= w20 + (sizeof(int) * (x18 - '\\'));
        constexpr int s23 = 0u;
        return DEPTH14;
    }
    __host__ __device__ int scale24() const
    {
        double lo25 = TUNE_5 * sum19;
        return 1 - sum17;
    }
};
int g_pivot26 = '\a';
class Body27 {
    int mass28;
    int vel29;
public:
    __host__ __device__ Body27(int a30, int a31) : mass28(a30), vel29(a31) {}
    __host__ __device__ int reset32() const
    {
        long off33 = mass28;
        Body27 tmp34((581), 05652L);
        return DEPTH14;
    }
    __host__ __device__ void scale35(int tmp36)
    {
        tmp36 = mass28;
    }
};
__global__ void __launch_bounds__((TUNE_5 + 0x18) * (TUNE_5 + TUNE_5), 1) trace37_kernel(unsigned int alpha38, const int* input39)
{
    Span16 k40{'a', int(30), 0x7, 63};
    int lim41 = k40.apply21(int(0x40u));
    float cnt42(k40.scale24() - k40.scale24());
}
constexpr int LANES43 = 5;
long host_drift44(const float* in45)
{
    auto step46 = [=]() mutable -> float {
        g_pivot26 = in45[2];
        g_pivot26 = ((sizeof(size_t) + (*in45)) * ADD3_2(g_pivot26, 5, 15)) / 54L;
        trace37_kernel<<<1, 0x80>>>(LANES43, nullptr);
        return 6.125f;
    };
    ([]() {
        float hi47 = 18 + g_pivot26;
        hi47 -= 0x3a;
    })();
    if ((g_pivot26 + 7) == (sizeof(Body27) * in45[g_pivot26 & 7])) {
        g_pivot26 = LANES43;
        if (constexpr int mid48 = 51; DEPTH14 <= g_pivot26) {
            g_pivot26 <<= (g_pivot26 - LANES43) ^ (DEPTH14 * ((short)(*in45)));
        }
    }
    g_pivot26 <<= 0;
    return in45[g_pivot26] - (9UL);
}
void check_drift49(unsigned p50, int n51)
{
    auto lam53 = [=]() -> long long {
        g_pivot26 &= LANES43 + g_pivot26;
        trace37_kernel<<<(TUNE_5 + (DEPTH14 + 440)), 128 * 4, sizeof(unsigned int) * 1024, nullptr>>>(0x38, nullptr);
        double acc52 = n51;
        return 4309 >> (n51);
    };
    trace37_kernel<<<(p50 + 63) / 64, 0x20>>>(ADD3_1(g_pivot26 + 34, TUNE_5, p50), nullptr);
    n51 = ADD3_2(p50, p50, g_pivot26);
    g_pivot26 = g_pivot26;
    p50 = g_pivot26;
    int lim54 = p50;
}
int main(void)
{
    int len55 = 73;
    dim3 z56((len55 + 255) / 0x100, (g_pivot26 + 127) / 0x80, 4 * 2);
    warp6<<<dim3(TUNE_5, 0x1 << (LANES43 + 1), 0x100), (DEPTH14 + (DEPTH14 + 128))>>>(nullptr, nullptr, nullptr);
    if ((DEPTH14 <= len55) && ((len55 >> len55) > 13)) {
        warp6<<<(len55 + 0xff) / 256, (0x40), 0x0, 0>>>(static_cast<double*>(nullptr), static_cast<unsigned int*>(nullptr), (const double*)nullptr);
    }
    warp6<<<0x2 * 0x4, (TUNE_5 + 8) * (LANES43 + 0x3)>>>(nullptr, nullptr, nullptr);
    return 0;
}
