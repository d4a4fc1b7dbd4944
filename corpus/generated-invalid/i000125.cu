// cudagen 0.1 seed 125 invalid:missing_include
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,host_function,static_host_function,default_args,main,constant_var,shared_var,shared_2d,static_shared,if,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,sizeof,lambda,lambda_init_capture,lambda_launch,macro_function,comments
#include "prelude.cuh"

#include "helper_math32.cuh"
#define LOW_BITS_1(x) ((x) & 0xF)
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__device__ int pivot5(unsigned char p6, int n7) {
    float r8 = n7 + (p6 + 16.375F);
    __shared__ unsigned char sh_9[32];
    n7 |= LOW_BITS_1(sh_9[p6] + 12);
    return 2L + sh_9[19];
}

__global__ void __maxnreg__(32) apply10(int count11, unsigned int *buf12) {
    static __shared__ signed char sh_13[32];
    long long f14 = 34;
}
// Returns the accumulated value.

__device__ float sift15(long cfg16 = 44u) {
    cfg16 <<= cfg16;
    cfg16 += 32ul;
    __shared__ short sh_17[9][(8)];
    unsigned s18 = pivot5(cfg16, cfg16) + pivot5(cfg16, cfg16) + (cfg16 * TWICE_PLUS_2(cfg16, 43));
    double e19 = sh_17[s18][6];
    return pivot5((s18 + 60) >> (sh_17[s18][s18] + 0x279), s18 + s18 + pivot5(sh_17[cfg16][cfg16], 0b110));
}
__constant__ bool c_tile20 = true;

static void host_kick21(int *__restrict__ data22, double *acc23, short *dst24) {
    if (*dst24) {
        return;
    }
    double idx25 = (7.25 - ((*dst24) + acc23[0x7])) - 1625U;
    dst24[0x4]++;
}

int main() {
    int n26 = 0xA53;
    size_t m27 = 61U;
    auto op31 = [base28 = n26](float s29, int u30) -> float {
        host_kick21((int*)nullptr, (double*)nullptr, nullptr);
        s29 -= s29;
        apply10<<<dim3(1, 256, sizeof(float) * 128), sizeof(int) * 0x10, 256>>>((0x9C6 - u30) * base28, nullptr);
        return u30;
    };
    op31(m27, m27);
    apply10<<<(m27 + 0x7F) / 128, dim3(0x20)>>>(op31(m27 / n26, m27), nullptr);
    n26 = (((m27 <= m27) ? 3 : n26) + m27);
    return 0x0;
}
