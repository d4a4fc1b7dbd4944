// cudagen 0.1 seed 1886 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,host_device_function,host_function,main,constant_var,shared_var,static_shared,extern_shared,host_global,constexpr_var,local_array,auto_var,enum_class,anon_namespace,if,for,switch,goto,nested_block,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,cast_const,sizeof,macro_object,pp_if,comments
#include "prelude.cuh"

#define TILE_DIM_1 8
#if TILE_DIM_1 % 2 == 0 || TILE_DIM_1 < 4
#define CONFIG_2 1
#elif TILE_DIM_1 < 0
#error unreachable configuration
#else
#define CONFIG_2 31
#endif

template <typename T, int N = 1>
__global__ void norm3(const T *src4) {
    static __shared__ long sh_5;
    sh_5 ^= (((src4[0x5] >= sh_5) ? 7 : N) * (41lu - sh_5)) + (28lu + sh_5);
}

__global__ void gather6(unsigned char p7, int lane8) {
    extern __shared__ float dyn_9[];
    constexpr float idx10 = 8.625F;
    if (dyn_9[p7] != lane8) {
        goto skip11;
    }
    ++p7;
skip11:;
}
__constant__ float c_weigh12 = -20.125F;

__device__ __host__ int scale13(unsigned cfg14, int len15, int *dst16) {
    cfg14 = 63;
    long prod17 = 46;
    constexpr int x18 = 24;
    return prod17;
}
enum class Color19 {
    Idle20 = 2,
    Blue21 = 6,
    Idle22,
    Fast23,
    Mul24 = 13
};
// Computes one element per thread.

static __global__ void mix25_kernel(const int *coef26, float b27, const double *input28, float *data29) {
    {
        for (int n30 = 0x6; n30 > 0; --n30) {
            if (scale13(TILE_DIM_1, c_weigh12, const_cast<int*>(coef26)) != b27) {
                break;
            }
            auto tmp31 = scale13(scale13(coef26[0b101], TILE_DIM_1, reinterpret_cast<int*>(data29)), n30 % 33U, reinterpret_cast<int*>(data29)) - static_cast<short>(CONFIG_2);
        }
        for (int it32 = 0x0; it32 < 14; it32 += 2) {
            unsigned long long *off33 = reinterpret_cast<unsigned long long*>(data29);
        }
    }
    ++b27;
}

double check_drift34(int count35, float alpha36) {
    alpha36 = scale13(8, 60, static_cast<int*>(nullptr));
    count35 = int(static_cast<double>(52)) * count35;
    gather6<<<(CONFIG_2 + CONFIG_2) * (CONFIG_2 + CONFIG_2), 0b10 * 16>>>(0x7 - ((alpha36 != 13) ? 0b11 : count35), scale13(alpha36, (944), nullptr));
    return (scale13(57u - count35, ' ', nullptr) > alpha36) ? (-(count35 * 18.75F)) : scale13(count35 - alpha36, CONFIG_2, nullptr);
}

namespace {
__global__ void score37_kernel(int len38, unsigned *buf39, int n40) {
    static __shared__ long long sh_41[256];
    __shared__ double sh_42[(8)];
}

__global__ void spread43_kernel(bool cfg44, int len45, float *buf46) {
    cfg44 = len45;
    float h47 = static_cast<int>(64);
    {
        int m48[7]{2lu, 0b1, static_cast<int>(0x441), 5, len45, len45, 4};
        switch (scale13(40, 1385l, m48)) {
        case (CONFIG_2): {
            float w49{7.0f};
            long m50[0x7]{9l, '\101', 0x2L, -22, 2L, 3l, long(cfg44)};
            break;
        }
        case CONFIG_2 + 11:
            break;
        default:
            break;
        }
    }
}
double g_filter51 = 21.125F;
} // namespace

int main() {
    int size52 = 404;
    gather6<<<(size52 + 63) / 64, 64>>>(check_drift34(27, check_drift34('\t', 0b11100ul)), scale13(0x2a, (size52 > g_filter51) ? g_filter51 : 33, nullptr));
    --g_filter51;
    norm3<unsigned int, 0x5><<<(size52 + 255) / 256, (128)>>>(nullptr);
    mix25_kernel<<<(size52 + 127) / 128, 0x100, sizeof(int) * 256, (cudaStream_t)0>>>((const int*)nullptr, static_cast<size_t>(check_drift34(size52, 9.f)), static_cast<const double*>(nullptr), (float*)nullptr);
    score37_kernel<<<2, (CONFIG_2 + 7) * 0b10000>>>(check_drift34((long)g_filter51, scale13(g_filter51, g_filter51, nullptr)), nullptr, ((g_filter51 != size52) ? size52 : size52) / (g_filter51 - CONFIG_2));
    return 0b0;
}
