// cudagen 0.1 seed 1673 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,host_function,main,managed_var,shared_var,constexpr_var,struct,struct_methods,aligned_struct,if,range_for,while,bitwise,comparison,incdec,pointer_arith,member_access,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 32
#define WARPS_2 5
#define SQR_3(x) ((x) * (x))
#define MOD8_4(x) ((x) % 8)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#define USE_FAST_PATH_8

#ifdef USE_FAST_PATH_8
#define TUNE_9 2
#else
#define TUNE_9 64
#endif
#if TUNE_9 == 2
#define CONFIG_10 2
#elif TUNE_9 < 0
#error unreachable configuration
#else
#define CONFIG_10 24
#endif

struct __align__(16) Cell11 {
    short val12;
    int w13, z14;
    __host__ __device__ short norm15() const {
        return SQR_3(w13) + (CONFIG_10 * CAT_7(z, 14));
    }
    __host__ __device__ short int norm16(float u17) const {
        --u17;
        return (TILE_DIM_1 - u17) - w13;
    }
};

__global__ void trace18_kernel(int* out19, int* buf20, long alpha21) {
    unsigned lim22 = out19[alpha21];
    int pass23 = 0;
    while (pass23 < 0b1100) {
        int h24 = 62;
        Cell11 diff25 = Cell11{static_cast<short>(h24), 5, 0b1111};
        ++pass23;
    }
}
__managed__ unsigned char m_clamp26 = TUNE_9 + 47;

__global__ void clamp27(double* data28) {
    float* m29 = reinterpret_cast<float*>(data28);
    m_clamp26 = m_clamp26;
    __shared__ int sh_30[8];
    for (int y31 : sh_30) {
        sh_30[y31]++;
        int x32{14};
    }
}

template <class T, int N>
__global__ void tile33_kernel(T cfg34, long* buf35) {
    if ((m_clamp26 & 1)) {
        return;
    }
    Cell11 diff36 = Cell11{50U, 0b10100, -54};
    __shared__ int sh_37[16];
    if (diff36.w13 > buf35[m_clamp26 & 7]) {
        return;
    }
    m_clamp26 = (0 + (CAT_7(cfg, 34) + TILE_DIM_1)) - 34;
}

unsigned short lerp38(float a39, float a40, Cell11 cfg41) {
    a39 = (m_clamp26 & 50) + 5 + m_clamp26;
    trace18_kernel<<<sizeof(int) * 8, sizeof(unsigned int) * 32, 4096>>>(nullptr, nullptr, -(29 + m_clamp26));
    return (8 - cfg41.val12) | (28 * cfg41.val12);
}

int main() {
    int len42 = 1635;
    len42 = MOD8_4(m_clamp26);
    m_clamp26 = (m_clamp26 + (TUNE_9 % len42)) - 255;
    clamp27<<<(16), (128)>>>(nullptr);
    tile33_kernel<int, 1><<<128, 16 * (TUNE_9 + 6)>>>(m_clamp26 | (~m_clamp26), (long*)nullptr);
    return 0;
}
