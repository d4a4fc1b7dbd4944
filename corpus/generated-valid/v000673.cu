// cudagen 0.1 seed 673 valid
// features: kernel,restrict_params,launch,main,constant_array,host_global,constexpr_var,local_array,auto_var,struct,operator_overload,aligned_struct,if,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,macro_object,pp_ifdef,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 32

#ifdef USE_FAST_PATH_2
#define TUNE_3 2
#else
#define TUNE_3 20
#endif

#if TUNE_3 > 84
#define CONFIG_4 8
#else
#define CONFIG_4 30
#endif

__global__ void blend5_kernel(int *__restrict__ dst6, float *buf7, unsigned int *dst8) {
    double hi9 = 0x17LL;
    int w10[5] = {037};
    int u11 = 25;
    auto cnt12 = (double)((dst8[0x7] + w10[u11]) * (*buf7));
    (*dst6) = *dst6;
    buf7[1] = dst8[u11];
    if ((w10[u11] - (*buf7)) <= w10[0x1]) {
        return;
    }
}
static unsigned char g_fuse13;
__constant__ unsigned c_gather14[4] = {14L, 2u, 48, 374ull};
__constant__ unsigned long c_drift15[4] = {3064UL, 55, 19};

struct alignas(8) Vec16 {
    double weight17;
    float weight18;
    int x19;
    int sum20;
};

__host__ __device__ Vec16 operator+(Vec16 a, Vec16 b) {
    Vec16 r = a;
    r.weight17 += b.weight17;
    r.weight18 += b.weight18;
    r.x19 += b.x19;
    r.sum20 += b.sum20;
    return r;
}

int main() {
    int len21 = 0xE1B;
    unsigned int f22 = BLOCK_SIZE_1;
    const double *tmp23 = nullptr;
    blend5_kernel<<<(len21 + 63) / 64, 16 * 4>>>(&len21, nullptr, &f22);
    return 0;
}
