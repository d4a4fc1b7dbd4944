// cudagen 0.1 seed 308 valid
// features: kernel,kernel_extern_c,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,static_device_function,host_device_function,main,constant_var,constant_array,shared_var,extern_shared,host_global,constexpr_var,local_array,const_local,using_alias,anon_namespace,for,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_value,lambda_generic,macro_object,macro_paste,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 5
#define BLOCK_SIZE_2 5
#define NUM_ITERS_3 (RADIUS_1 + 0xB)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#define USE_FAST_PATH_8

#ifdef USE_FAST_PATH_8
#define TUNE_9 15
#else
#define TUNE_9 44
#endif

#if RADIUS_1 % 2 == 0 || RADIUS_1 < 4
#define CONFIG_10 6
#else
#define CONFIG_10 21
#endif
__constant__ int c_probe11 = 0xB;
int g_warp12 = 0x2F;

namespace {
__global__ void __launch_bounds__(64, 1) update13_kernel(int stride14, int len15, float p16, const float *coef17) {
    ++stride14;
    double mid18 = *coef17;
    ACCUM_4(len15, ((stride14 - coef17[0x4]) - ((0x1ULL * len15) - 0x6)));
    static_assert(51 > 0x32, "size check");
    len15--;
}
} // namespace
__constant__ float c_score19[2] = {6.125f, 21};
constexpr long RADIUS20 = (0x100);
__constant__ unsigned c_apply21[4] = {4120, 4479, 42, 0x26ul};

__global__ void __launch_bounds__(NUM_ITERS_3 + (TUNE_9 + 481)) rank22_kernel(const float *src23, float cfg24) {
    extern __shared__ unsigned char dyn_25[];
    dyn_25[c_probe11] |= dyn_25[c_probe11];
    cfg24 *= char(-50);
}

__global__ void __launch_bounds__((256)) probe26(unsigned long *out27, float *dst28, int n29) {
    extern __shared__ float dyn_30[];
    --n29;
    dst28[c_probe11]--;
    n29--;
}
// Returns the accumulated value.

__global__ void norm31_kernel(int *data32, unsigned long long *dst33, long *buf34) {
    for (int i35 = 0; i35 < c_probe11; i35++) {
        static_assert((5 * 9) == 45);
    }
    ACCUM_4(*dst33, (((buf34[4] * (*data32)) - (5UL * (*buf34))) - (*dst33)));
    const int flag36 = 34;
    dst33[0] = (((*dst33) - 58lu) + RADIUS20) * 0x3A;
    int stride37 = 11 - (c_score19[c_probe11] * (-buf34[0x5]));
}

extern "C" {
static __device__ void probe41(float q42) {
    q42 -= (23 >> (c_apply21[c_probe11] << c_probe11)) * c_apply21[c_probe11];
    int cnt43[2]{static_cast<int>(sizeof(unsigned char)), 0xA};
    size_t y44 = cnt43[c_probe11];
    ++cnt43[1];
    y44 = q42 + (y44 + (54 - c_apply21[y44]));
}

__global__ void warp38(int stride39, short cfg40) {
    static_assert(((37)) > 36, "expected value");
    cfg40 = (11UL + c_probe11);
}
}
using real45_t = float;

namespace {
inline __host__ __device__ void blend46(bool b47, const unsigned int *coef48, double beta49) {
    ++beta49;
    int *k50 = nullptr;
    ++k50[3];
}
} // namespace

int main() {
    int count51 = 0x547;
    auto step55 = [=](auto stride52, auto val53) {
        g_warp12++;
        dim3 diff54(1, (count51 + 255) / 256, (g_warp12 + 0x7f) / 128);
        val53 = RADIUS20 * stride52;
        return stride52 * 2;
    };
    step55(g_warp12, g_warp12);
    blend46(g_warp12, nullptr, (double(12.125)));
    warp38<<<(32), sizeof(int) * 0x80, 0>>>(step55(count51, g_warp12), 0x2d);
    float stride56[5] = {};
    update13_kernel<<<(count51 + 127) / 128, dim3((g_warp12 + 127) / 128, sizeof(unsigned int) * 128, (g_warp12 + 255) / 0x100), sizeof(int) * 128, nullptr>>>(stride56[count51], 0, (64 / count51) + BLOCK_SIZE_2, stride56);
    rank22_kernel<<<(count51 + 037) / 32, 1 << 0x6>>>(stride56, RADIUS_1);
    probe26<<<dim3(1 << (RADIUS_1 + 3)), 512, sizeof(int) * 256, (cudaStream_t)0>>>((unsigned long*)nullptr, stride56, g_warp12 + 0x5);
    return 0x0;
}
