// cudagen 0.1 seed 812 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_device_function,device_template_function,host_function,static_host_function,constexpr_function,default_args,main,managed_var,constexpr_var,auto_var,struct,struct_methods,aligned_struct,enum_class,namespace,if,if_init,for,while,static_assert,ternary,compound_assign,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,macro_function,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_3(x) ((x) & 0xF)
#undef NUM_ITERS_1
#define NUM_ITERS_1 12

__global__ void pack4_kernel(const double *__restrict__ in5, const double *in6, const float *src7) {
    for (int i8 = 0b0; i8 < 3; i8++) {
        int w9 = 0;
        while (w9 < w9) {
            float f10 = ((w9 * NUM_ITERS_1) - in6[blockIdx.z]) + src7[0b1];
            constexpr unsigned prod11 = 6;
            ++w9;
        }
    }
}

namespace kern12 {
int probe13(int len14) {
    float idx15{7.0f};
    for (int j16 = 0; j16 < len14; ++j16)
        idx15 = idx15;
    idx15 = 49;
    len14 = idx15;
    return MIN2_2(len14 * len14, len14);
}
__managed__ int m_fuse17 = 2129;
} // namespace kern12
/* Returns the accumulated value. */

constexpr int pack18(int n19) {
    return (7 * n19) / (NUM_ITERS_1 >> n19);
}
__managed__ float m_mix20 = 17;
// Layout: row-major, no padding.

constexpr __host__ __device__ int kick21(int stride22, int count23) {
    return count23 - ((LOW_BITS_3(stride22) == sizeof(float)) ? static_cast<int>(6u) : count23);
}

namespace gpu24 {
__global__ void count25(int n26, int lane27, int count28) {
    int gid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid29 >= lane27)
        return;
    kick21(kick21(blockIdx.y - sizeof(int), 7), static_cast<int>((n26 += gid29, n26)));
    int h30{0x33};
    count28 = sizeof(float) * (h30 + gid29) * static_cast<unsigned char>(threadIdx.y >> 5);
    count28++;
    signed char k31 = 0xA;
}
enum class State32 { Red33, On34 };
} // namespace gpu24

constexpr int run_lerp35(int n36, int n37) {
    constexpr float acc38 = 14;
    return (acc38 * ((n36 >= n37) ? 24 : NUM_ITERS_1)) - (((n37 / n36) != n36) ? (acc38 * n36) : pack18(n37));
}

constexpr __host__ __device__ int reduce39(int count40, int lane41) {
    auto v42 = 11l;
    return kick21(v42 * count40, MIN2_2(lane41, 45ul));
}
static_assert(sizeof(int) == 0b100, "expected value");
// Helper used by the kernels below.

template <typename T, int N = 3>
__device__ T decay43(T *__restrict__ acc44, const unsigned int *input45) {
    m_mix20 = kick21(kern12::m_fuse17, 54);
    acc44[kern12::m_fuse17] = reduce39(acc44[kern12::m_fuse17], kick21(input45[0x1] + acc44[blockIdx.x], reduce39(m_mix20, 35)));
    gpu24::State32 flag46 = gpu24::State32::Red33;
    auto u47 = (reduce39(blockDim.x, 0x43Ful) - kern12::m_fuse17) / (m_mix20 * (acc44[kern12::m_fuse17]));
    return u47;
}
/* Returns the accumulated value. */

struct alignas(16) Bounds48 {
    int lo49;
    double hi50;
    float vel51;
    __host__ __device__ int apply52(float z53) const {
        z53 += lo49;
        z53 = kick21(lo49, NUM_ITERS_1) + (z53);
        return +vel51;
    }
};

static void run_tile54(float alpha55, int stride56 = -0xC88) {
    pack4_kernel<<<0x1, 32, 0x0>>>(static_cast<const double*>(nullptr), static_cast<const double*>(nullptr), nullptr);
    pack18(alpha55);
    int w57 = 0;
    while (w57 < 3) {
        m_mix20--;
        static_assert(11 > 10);
        kern12::m_fuse17++;
        ++w57;
    }
    int t58 = (run_lerp35(m_mix20, 0xD) + (m_mix20 - w57)) * NUM_ITERS_1;
}

int main() {
    int size59 = 1040;
    if (float h60 = NUM_ITERS_1; LOW_BITS_3(kern12::m_fuse17) <= kick21(h60, h60)) {
        if (size59 > (42ul * size59)) {
            dim3 m61(NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + 0xDC)), (kern12::m_fuse17 + 127) / 0x80);
            m_mix20 = reduce39(size59, MIN2_2((m_mix20), kick21(kern12::m_fuse17, size59)));
        }
    }
    gpu24::count25<<<sizeof(float) * 0x2, 1 << 0x9>>>(kick21(static_cast<short>(size59), m_mix20), run_lerp35(size59, m_mix20) + NUM_ITERS_1, kern12::m_fuse17);
    return 0;
}
