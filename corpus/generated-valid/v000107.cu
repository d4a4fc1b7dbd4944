// cudagen 0.1 seed 107 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,host_function,static_host_function,main,device_array,managed_var,shared_var,extern_shared,constexpr_var,enum,typedef,namespace,if,if_else,for,pragma_unroll,range_for,nested_block,static_assert,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define CHUNK_1 8
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 9
#else
#define TUNE_6 20
#endif
#undef CHUNK_1
#define CHUNK_1 24

__global__ void __launch_bounds__(sizeof(int) * 64) fuse7(const float *__restrict__ coef8)
{
    bool z9 = coef8[1] <= coef8[7];
}
typedef float real10_t;
__device__ int d_drift11[8];
enum Kind12 {
    GREEN13,
    IDLE14,
    ADD15 = 6,
    MUL16,
    GREEN17 = 10
};
constexpr int DEPTH18 = 3;

namespace detail19 {
constexpr int STEPS20 = IDLE14 + 2;
enum Kind21 { GREEN22, SLOW23 = 2, BUSY24 = 5, ON25 };

__global__ void __maxnreg__(64) gather26_kernel(int *out27)
{
    unsigned int f28(d_drift11[0] - (d_drift11[6] += -6l, (DEPTH18 * out27[7])));
    for (int i29 = 0; i29 < 9; i29++) {
        for (auto &off30 : d_drift11) {
            double lo31 = GREEN13;
        }
        --d_drift11[f28];
        __shared__ unsigned int sh_32;
    }
    real10_t off33 = (DEPTH18 + (f28 % '\'')) - 8;
}
} // namespace detail19
static_assert(51 > 50, "tile must fit");

static __global__ void fuse34_kernel(int *dst35, unsigned int p36)
{
    #pragma unroll 8
    for (int it37 = 0, j38 = 14; it37 < j38; (++it37, (--j38))) {
        for (auto &e39 : d_drift11) {
            ++e39;
        }
    }
    ++d_drift11[p36];
}
__managed__ int m_relax40 = 26;
__managed__ int m_sweep41 = ADD15 + 23;

__global__ void __launch_bounds__(64, IDLE14 + 1) update42(int *__restrict__ buf43, float *__restrict__ buf44)
{
    extern __shared__ int dyn_45[];
    for (int i46 = sizeof(int); i46 > 0; --i46) {
        dyn_45[3] = (buf44[m_sweep41] * (detail19::STEPS20 * buf44[7])) - i46;
        int res47 = detail19::STEPS20;
    }
}

static __host__ long long check_split48(real10_t p49)
{
    {
        cudaStream_t z50 = nullptr;
        m_sweep41 = detail19::STEPS20;
    }
    fuse7<<<(1), 32>>>(nullptr);
    return -14;
}

static unsigned int run_shade51(Kind12 q52)
{
    update42<<<(64), 32>>>(nullptr, nullptr);
    if (static_cast<float>(detail19::STEPS20) >= ((m_sweep41) << m_sweep41)) {
        q52 = q52;
    }
    for (int n53 = 0, j54 = m_sweep41; n53 < j54; (++n53, (--j54))) {
        bool cnt55 = (648) + m_sweep41;
        ++m_relax40;
    }
    real10_t s56 = DEPTH18;
    return 34LL + ((m_sweep41) + (DEPTH18 * m_relax40));
}

int main()
{
    int size57 = 1964;
    detail19::gather26_kernel<<<32, 256, 0, 0>>>(nullptr);
    static_assert(42 > 41, "bad config");
    if (size57) {
        m_sweep41 = detail19::SLOW23;
    } else {
        m_relax40 = detail19::STEPS20;
    }
    fuse34_kernel<<<(m_relax40 + 127) / 128, detail19::STEPS20 + (MUL16 + 54)>>>(static_cast<int*>(nullptr), m_relax40);
    return 0;
}
