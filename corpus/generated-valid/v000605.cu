// cudagen 0.1 seed 605 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,managed_var,constexpr_var,auto_var,static_local,struct,struct_methods,enum,using_alias,namespace,nested_namespace,if,for,pragma_unroll,goto,static_assert,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,pp_ifdef,pp_if
#include "prelude.cuh"

#define WARPS_1 256
#define WARPS_2 ((64))
#define BLOCK_SIZE_3 (1 << 7)

#ifdef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 35
#endif
#if WARPS_1 % 2 == 0 || WARPS_1 < 4
#define CONFIG_6 5
#elif WARPS_1 < 0
#error unreachable configuration
#else
#define CONFIG_6 17
#endif

__global__ void combine7(float q8, double cfg9, const int *__restrict__ in10)
{
    for (int j11 = 0x6; j11 > 0; --j11) {
        if ((*in10) > ((*in10) - gridDim.y)) {
            for (int j12 = 0x0; j12 < 14; ++j12) {
                static_assert(sizeof(int) == 4);
                auto val13 = WARPS_1;
            }
        }
    }
    cfg9 /= 7U * (-cfg9);
}
__managed__ int m_fold14[32];

struct Stats15 {
    float id16;
    unsigned int z17;
    __host__ __device__ float get18() const
    {
        int acc19 = float((static_cast<unsigned>(id16) > z17) ? 5.25f : (20.75F / id16));
        int stride20 = CONFIG_6;
        return acc19;
    }
    __host__ __device__ void apply21(unsigned int acc22)
    {
        z17 = ((TUNE_5 | z17) * ('0' * id16)) / ((~acc22) + 5);
    }
};

namespace math23::v24 {
enum State25 : long { RED26, GREEN27 = 2 };

__global__ void stencil28(Stats15 b29, int stride30)
{
    int idx31 = threadIdx.x;
    if ((blockIdx.x & 1)) {
        goto skip33;
    }
    #pragma unroll
    for (int n32 = 0x0; n32 < (math23::v24::GREEN27 * 0x3); n32++) {
        if (((gridDim.x < blockDim.x) ? 36 : 23) == warpSize) {
            return;
        }
        static_assert(0x32 == 50, "bad config");
        b29 = Stats15{3.0f, static_cast<unsigned int>(sizeof(Stats15))};
    }
skip33:;
}

struct Tile34 {
    int vel35;
    int lo36;
};
} // namespace math23::v24

namespace util37::inner38 {
using idx39_t = long long;
} // namespace util37::inner38

namespace kern40::v41 {
struct Cell42 {
    int z43;
    int count44;
    float mass45;
    int y46;
};
} // namespace kern40::v41

int main(void)
{
    int len47 = 3843;
    math23::v24::stencil28<<<(math23::v24::GREEN27 + math23::v24::GREEN27) * 4, 16 * (math23::v24::GREEN27 + math23::v24::GREEN27), sizeof(int) * 128, nullptr>>>(Stats15{static_cast<float>(len47), 8u}, 64);
    static float off48 = -.875f;
    len47 |= 4243L;
    combine7<<<0x2, (TUNE_5 + 221), 0x0>>>((16 + m_fold14[27]) & ((len47 <= 28) ? m_fold14[len47] : m_fold14[len47 & 31]), 49, nullptr);
    return 0;
}
