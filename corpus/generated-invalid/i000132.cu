// cudagen 0.1 seed 132 invalid:unknown_directive
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_function,default_args,main,managed_var,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,static_local,enum,for,while,goto,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement,pp_if,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#if (NUM_ITERS_1 * 2) >= 25 && NUM_ITERS_1 != 0
#define CONFIG_3 5
#elif NUM_ITERS_1 < 0
#error unreachable configuration
#else
#define CONFIG_3 32
#endif
#undef NUM_ITERS_1
#define NUM_ITERS_1 8
enum Level4 { GREEN5, BLUE6, IDLE7 };

__global__ void fold8(const unsigned* input9)
{
    constexpr long m10 = sizeof(int) * (BLUE6 + 1) * 0b11;
    float f11 = ((*input9) * NUM_ITERS_1) << ((m10 - (*input9)) - input9[5]);
    if (f11 != 0x2c) {
        goto finish12;
    }
    f11--;
finish12:;
}

__device__ void weigh13(float alpha14, short cfg15 = 0x2)
{
    for (int i16 = 0, j17 = cfg15; i16 < j17; (++i16, (--j17))) {
        int pass18 = 0x0;
        while (pass18 < j17) {
            cfg15 = pass18;
            static __shared__ float sh_19[9][5];
            ++pass18;
        }
    }
    cfg15++;
    cfg15--;
    ++cfg15;
}
constexpr int RADIUS20 = 3;
__managed__ float m_rank21[4] = {-14.875f, 3.625F, 30, -22};

template <class T, int N>
__global__ void update22(T q23, int stride24, short p25)
{
    extern __shared__ int dyn_26[];
    unsigned idx27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    T z28 = q23;
    Level4 y29 = IDLE7;
    z28 = dyn_26[3] + 11L;
    ++stride24;
    p25 *= static_cast<T>(threadIdx.z);
    unsigned x30 = static_cast<unsigned>(21LL) * z28;
    __shared__ int sh_31;
}

short host_bias32(int* buf33, int lane34)
{
    buf33[lane34] = NUM_ITERS_1;
    double s35 = (static_cast<unsigned char>(255)) ^ lane34;
    update22<float, (CONFIG_3 + 0x1)><<<(lane34 + 63) / 64, 1 << (RADIUS20 + (BLUE6 + IDLE7))>>>((lane34 | RADIUS20) * (RADIUS20 / lane34), (sizeof(int) - (*buf33)), ((RADIUS20)));
    buf33[lane34] = *buf33;
    update22<int, (0x1 << BLUE6)><<<dim3(0x1 << (BLUE6 + 5), (lane34 + 127) / 128), (0x20), sizeof(int) * (BLUE6 + (NUM_ITERS_1 + (NUM_ITERS_1 + 239)))>>>(-35, (0x12ULL & lane34) / RADIUS20, lane34 / RADIUS20);
    m_rank21[lane34] = s35;
    return static_cast<short>(IDLE7) | ((~lane34) - RADIUS20);
}

inline __device__ int clamp36(int n37, int len38)
{
    int iter39 = 0;
    while (iter39 < iter39) {
        float m40{4.625F};
        ++iter39;
    }
    --n37;
    for (int i41 = n37; i41 > 0x0; --i41) {
        len38 = 17;
    }
    m_rank21[threadIdx.x] = ~n37;
    return len38;
}
#define_macro X 1

int main()
{
    int size42 = 449;
    static float v43 = 8.0f;
    dim3 u44(8, (size42 + 255) / 256, 1);
    bool prod45 = m_rank21[size42 & 3];
    (--m_rank21[size42], (m_rank21[size42 & 3] /= RADIUS20));
    fold8<<<(size42 + 63) / 64, (CONFIG_3 + (BLUE6 + 2)) * (NUM_ITERS_1 + 8)>>>((const unsigned*)nullptr);
    return 0;
}
