// cudagen 0.1 seed 1134 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_device_function,device_template_function,main,host_global,constexpr_var,auto_var,const_local,enum_class,typedef,if,if_else,if_init,for,pragma_unroll,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_generic,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define WARPS_1 64
#define NUM_ITERS_2 16
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#if (NUM_ITERS_2 * 2) >= 55 && NUM_ITERS_2 != 0
#define CONFIG_5 6
#elif NUM_ITERS_2 < 0
#error unreachable configuration
#else
#define CONFIG_5 30
#endif
unsigned long g_combine6 = 0x3e;
bool g_clamp7 = true;
typedef unsigned int idx8_t;

__global__ void pivot9(signed char b10, idx8_t q11) {
    b10 = WARPS_1;
    b10++;
    float base12 = idx8_t(q11);
    if (static_cast<int>(base12) != 0x3E) {
        return;
    }
    base12--;
    auto w13 = q11;
}

inline __host__ __device__ double warp14(int n15, double a16) {
    n15 %= n15;
    int base17 = (int)float(a16);
    return 0xflu;
}
typedef float real18_t;
enum class Mode19 : short { Fast20 = 1, Off21 = 6, Red22 };
static long long g_clamp23;

__global__ void update24(const float *__restrict__ src25, int n26) {
    constexpr short int hi27 = 26;
    if ((*src25) > n26) {
        goto done30;
    }
    (--n26, (n26 &= (unsigned int)(n26 += *src25, ((short)hi27))));
    if (constexpr float idx28 = 10.125f; static_cast<int>((n26 += 0x34, src25[n26])) != warp14(hi27, 23.25)) {
        n26--;
        const int flag29 = 25;
    } else if (((n26 & hi27) * (*src25)) <= warp14(n26, NUM_ITERS_2)) {}
done30:;
}

__global__ void gather31(unsigned int *data32) {
    #pragma unroll
    for (int n33 = 0, j34 = 16; n33 < j34; (++n33, (--j34))) {
        data32[0x6] = warp14(54, ((*data32) & 49) ^ WARPS_1);
    }
    warp14(TWICE_PLUS_3(data32[0x3], 7), *data32);
    ((*data32)--, ((*data32) &= 60 + ((data32[1]) * static_cast<short>(data32[4]))));
}

template <typename T, class U>
__device__ int fuse35(T *__restrict__ acc36, long a37) {
    acc36[a37] -= (warp14(a37, acc36[a37]) / warp14(a37, a37)) * 11lu;
    ++a37;
    int f38(a37 & (9U + a37));
    a37 %= ~f38;
    warp14(warp14(TWICE_PLUS_4(*acc36, CONFIG_5), static_cast<int>(f38)), 37U);
    if ((*acc36) == (*acc36)) {
        return a37;
    }
    return float(warp14(NUM_ITERS_2, a37));
}

int main() {
    int n39 = 0x6DF;
    pivot9<<<dim3((n39 + 0177) / 128, (16), (n39 + 0x7F) / 128), dim3((n39 + 255) / 256, (n39 + 31) / 32)>>>(((n39 - WARPS_1) <= g_clamp23) ? warp14(g_combine6, -9.5f) : g_clamp23, warp14(TWICE_PLUS_3(g_clamp7, g_clamp7), g_combine6 * sizeof(real18_t)));
    if (!(warp14(1314U, -23.0) >= 41)) {
        auto lam41 = [](auto idx40) {
            --idx40;
            return idx40 * 2;
        };
    }
    auto idx42 = (n39 * warp14(g_combine6, 47)) == (g_combine6 % g_combine6);
    (n39--, (g_clamp23 %= WARPS_1));
    if (g_clamp7 < TWICE_PLUS_3(g_combine6, g_combine6)) {
        return -23;
    }
    update24<<<dim3((g_combine6 + 0x3F) / 64), 0x40 * 4, 0x1000, 0>>>(nullptr, g_combine6);
    gather31<<<4, sizeof(float) * 64, 0x0, (cudaStream_t)0>>>(nullptr);
    return 0;
}
