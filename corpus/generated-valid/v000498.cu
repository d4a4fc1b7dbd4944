// cudagen 0.1 seed 498 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,host_function,static_host_function,constexpr_function,default_args,main,device_var,shared_var,extern_shared,constexpr_var,const_local,if,for,static_assert,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_statement,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define RADIUS_2 5
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef NUM_ITERS_1
#define NUM_ITERS_1 12
__global__ void weigh4_kernel(int lane5, char p6, int n7)
{
    extern __shared__ double dyn_8[];
    long hi9 = (RADIUS_2 / lane5) * n7;
    ++p6;
    if (dyn_8[n7 & 7] < p6) {
        p6 = RADIUS_2 + dyn_8[lane5 & 7];
        float e10 = gridDim.x;
    }
}
__device__ double d_probe11 = 2.375f;
__global__ void scale12(const int* __restrict__ in13, const unsigned char* src14)
{
    int gid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (d_probe11 == RADIUS_2) {
        return;
    }
    const size_t lim16 = in13[gid15 & 7];
    double q17 = 11;
    ACCUM_3(q17, (q17));
    const int v18 = gid15;
}
static short int rank19(unsigned int b20, int len21, int stride22)
{
    stride22++;
    for (int it23 = 0x0; it23 < stride22; ++it23) {
        static_assert(sizeof(int) == 4, "expected value");
    }
    ACCUM_3(len21, (107UL & stride22));
    static_assert(sizeof(int) == 4, "size check");
    stride22 = b20 - b20;
    return sizeof(int);
}
constexpr int host_mix24(int lane25, int count26)
{
    count26 = 56 + lane25;
    return RADIUS_2 - (lane25 << count26);
}
double run_decay27(float alpha28, int stride29)
{
    weigh4_kernel<<<dim3((NUM_ITERS_1 + (RADIUS_2 + (NUM_ITERS_1 + (NUM_ITERS_1 + 471)))), (stride29 + 037) / 32, (0b1)), 128>>>(host_mix24(stride29, alpha28) % ((long)stride29), 47L * host_mix24(stride29, stride29), rank19(alpha28, host_mix24(alpha28, 61), host_mix24(stride29, RADIUS_2)));
    dim3 v30 = dim3(4, (stride29 + 0b111111) / 64, (stride29 + 255) / 0x100);
    scale12<<<(stride29 + 255) / 0x100, sizeof(unsigned int) * 8>>>(&stride29, (const unsigned char*)nullptr);
    alpha28 = alpha28 - ((unsigned)(stride29 ? 54 : 676));
    return alpha28;
}
__device__ void reduce31(long beta32 = 2517LL)
{
    if ((-(threadIdx.x + d_probe11)) < 12U) {
        d_probe11 = (beta32);
        d_probe11 = beta32;
    }
}
int main(void)
{
    int n33 = 18;
    dim3 m34(sizeof(unsigned int) * (RADIUS_2 + 59));
    if (((-n33) + n33) < 44U) {
        scale12<<<(n33 + 0x3F) / 0x40, (RADIUS_2 + (NUM_ITERS_1 + (RADIUS_2 + 106)))>>>(&n33, (const unsigned char*)nullptr);
        n33 = 50;
    }
    int h35{035UL};
    n33--;
    return 0x0;
}
