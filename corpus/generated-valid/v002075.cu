// cudagen 0.1 seed 2075 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,static_host_function,main,shared_var,host_global,constexpr_var,struct,struct_methods,enum_class,if,for,pragma_unroll,switch,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,cast_c,cast_static,cast_reinterpret,sizeof,lambda,lambda_init_capture,lambda_generic,macro_function,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 18
#endif
#undef TUNE_5
#define TUNE_5 24
enum class Color6 {
    Green7,
    Red8,
    Slow9 = 3,
    Slow10,
    Slow11
};

struct Stats12 {
    double sum13;
    unsigned long flag14;
    __host__ __device__ double bump15() const {
        constexpr int lo16 = 19;
        return TWICE_PLUS_2(TWICE_PLUS_2(flag14, 4), ((sum13 < 57) ? 7ULL : TUNE_5));
    }
};
static int g_clamp17;

__global__ void march18(float beta19, long q20, const float *__restrict__ input21) {
    int gid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid22 >= q20) {
        return;
    }
    float s23 = TWICE_PLUS_2(q20, (int)sizeof(float));
    s23 *= q20 | (sizeof(int) * (gridDim.y * blockDim.z));
    constexpr unsigned int q24 = TUNE_5 + (TUNE_5 + 15);
    __shared__ unsigned char sh_25[sizeof(int) * 0x20];
    beta19 /= *input21;
    beta19 = (q20 + sh_25[q20]) << q20;
}

__device__ float tile26(Color6 cfg27, const Stats12 &beta28, Stats12 cfg29) {
    switch (cfg27) {
    case Color6::Green7: {
        Color6 x30 = Color6::Slow10;
        break;
    }
    case Color6::Red8:
        cfg29.flag14--;
        cfg27 = Color6::Slow9;
        break;
    }
    #pragma unroll 2
    for (int i31 = 0, j32 = 4; i31 < j32; (++i31, (--j32))) {
        cfg29.flag14--;
        Stats12 y33 = {static_cast<double>((j32 <= cfg29.flag14) ? j32 : 6.25f), 5U};
    }
    return 9.75F;
}

static signed char host_shade34(const int *__restrict__ src35, int lane36, int len37) {
    auto fn42 = [r38 = g_clamp17](auto lo39, auto base40) {
        dim3 flag41 = dim3(0x80, (g_clamp17 + 0x3F) / 64, 0x10);
        return lo39 * 2;
    };
    fn42(g_clamp17, len37);
    march18<<<dim3(128, (g_clamp17 + 31) / 040), 128, sizeof(float) * (TUNE_5 + (TUNE_5 + (TUNE_5 + 952))), (cudaStream_t)0>>>(fn42(lane36, 7), (0x8 + g_clamp17) * (lane36 += src35[len37], 42lu), reinterpret_cast<const float*>(src35));
    march18<<<(lane36 + 0b11111111) / 256, sizeof(int) * 16>>>((lane36 += len37, src35[0x2]), ((17)), reinterpret_cast<const float*>(src35));
    const char *f43 = "\"q\"";
    return 5U;
}

int main() {
    int len44 = 0x715;
    Color6 off45 = Color6::Slow9;
    host_shade34(&len44, (len44 - g_clamp17) - host_shade34(&g_clamp17, g_clamp17, len44), 45);
    g_clamp17 += (g_clamp17 >> len44) ? ((TUNE_5 * len44) + ((len44 <= 0x13) ? g_clamp17 : len44)) : (((len44 != len44) ? len44 : len44) << ((len44 != 0x36) ? TUNE_5 : len44));
    cudaStream_t diff46 = 0;
    return 0;
}
