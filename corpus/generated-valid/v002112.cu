// cudagen 0.1 seed 2112 valid
// features: kernel,maxnreg,launch,launch_dim3,builtin_vars,device_function,main,device_var,device_array,managed_var,constexpr_var,struct,struct_methods,operator_overload,enum_class,if,while,nested_block,ternary,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_static,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 3
#else
#define TUNE_4 58
#endif

struct Pixel5 {
    short weight6;
    long x7;
    __host__ __device__ short total8(int h9) const
    {
        return 071;
    }
    __host__ __device__ short scale10() const
    {
        if (weight6 < weight6)
            return x7 / ('a' + weight6);
        return +(weight6 + 17L);
    }
};

inline __host__ __device__ Pixel5 operator+(Pixel5 a, Pixel5 b)
{
    Pixel5 r = a;
    r.weight6 += b.weight6;
    r.x7 += b.x7;
    return r;
}

__global__ void __maxnreg__(32) rank11_kernel(unsigned int* data12, float b13)
{
    constexpr int idx14 = 61;
    Pixel5 v15 = Pixel5{static_cast<short>(data12[threadIdx.x]), 0xd};
}
enum class Phase16 { Add17, Fast18 };
__managed__ long m_step19 = -030;
static constexpr int TILE20 = 64;
__device__ float d_tally21 = 7.75f;

__device__ void smooth22(int n23)
{
    ACCUM_2(n23, ((((threadIdx.x > m_step19) ? m_step19 : m_step19) >= threadIdx.x) ? (blockIdx.x ? (TILE20 * blockDim.y) : TILE20) : d_tally21));
    Phase16 s24 = Phase16::Fast18;
}

__device__ long bias25(Phase16 q26, const long long* in27)
{
    m_step19 = '\n';
    d_tally21 = .625f + m_step19;
    {
        constexpr float m28 = 3208;
        int w29 = 0;
        while (w29 < (5)) {
            ACCUM_2(m_step19, (w29));
            double h30 = (m_step19 += 3892, d_tally21);
            ++w29;
        }
    }
    return 40UL;
}
__device__ double d_warp31[8] = {'\a'};

int main()
{
    int n32 = 3312;
    m_step19 = -m_step19;
    n32 = (57 / (n32 + TILE20)) - (0U / m_step19);
    n32 = -(((0x17 > m_step19) ? n32 : m_step19) + m_step19);
    rank11_kernel<<<dim3(0x2 * (TUNE_4 + 13), (n32 + 255) / 256), dim3((n32 + 31) / 32, TUNE_4 + (TUNE_4 + (TILE20 + 58)), 0x2 * 2)>>>(static_cast<unsigned int*>(nullptr), (m_step19) + (0.F - m_step19));
    return 0;
}
