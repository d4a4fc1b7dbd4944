// cudagen 0.1 seed 432 valid
// features: kernel,kernel_static,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,managed_var,shared_var,shared_2d,extern_shared,constexpr_var,local_array,namespace,if,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MOD8_2(x) ((x) % 8)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 14
#else
#define TUNE_4 64
#endif
static constexpr double kL5 = 7.25;

namespace util6 {
__managed__ int m_rank7 = 0xd;

float run_tally8(const int* input9) {
    float q10 = (static_cast<float>(kL5) - input9[1]) + MOD8_2(input9[0x5]);
    util6::m_rank7 = q10;
    util6::m_rank7 = (float)(*input9);
    int val11 = (kL5);
    util6::m_rank7 *= *input9;
    char base12[6] = {};
    return kL5;
}
constexpr int BLOCK13 = 32;
} // namespace util6
__managed__ int m_norm14 = TUNE_4 + (util6::BLOCK13 + (TUNE_4 + 4));

__global__ void split15_kernel(int len16, const int* __restrict__ coef17, int lane18, float* __restrict__ out19) {
    if ((*out19) > len16) {
        return;
    }
    constexpr float v20 = 0x2E;
    if (out19 == nullptr) {
        return;
    }
    (++m_norm14, (m_norm14 &= m_norm14));
    if (!(!coef17)) {
        return;
    }
    len16 &= lane18;
    constexpr float z21 = 52lu;
}

static __global__ void __maxnreg__(64) spread22_kernel(const int* in23, unsigned int* __restrict__ acc24, const float* in25) {
    int i26 = threadIdx.x;
    int cnt27 = static_cast<short>(util6::BLOCK13);
    __shared__ int sh_28[16][17];
    m_norm14--;
    cnt27 = 48;
    util6::m_rank7 = sh_28[util6::m_rank7][cnt27];
    acc24[2] &= sh_28[cnt27][m_norm14] * MOD8_2(util6::m_rank7);
    double flag29 = 3.875f;
}

static __global__ void fuse30_kernel(const double* coef31, int len32) {
    extern __shared__ float dyn_33[];
    int idx34 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx34 >= len32) {
        return;
    }
    dyn_33[1] /= TWICE_PLUS_1(idx34, 18l % util6::m_rank7) + (11.125f - ((util6::m_rank7 == len32) ? 13ULL : len32));
    (dyn_33[util6::m_rank7]++, (dyn_33[6] = warpSize));
    dyn_33[0x5] = static_cast<unsigned>(float(util6::m_rank7) * ((*coef31) - 0l));
    __shared__ int sh_35[util6::BLOCK13 + 224];
    m_norm14 = static_cast<int>(19);
}

__host__ __device__ void pack36(int* __restrict__ acc37, const double* input38, unsigned int b39) {
    (*acc37) *= (double)(-acc37[b39]);
    b39 = input38[6];
    if ((input38 != nullptr) || (b39 == util6::BLOCK13)) {
        return;
    }
    static_assert(24 > 23);
    double w40[2] = {0.625};
    b39 &= b39;
    bool lo41 = (float(b39) * w40[1]) != size_t(b39);
}

int main() {
    int n42 = 3977;
    util6::m_rank7 = util6::run_tally8(nullptr);
    if ((util6::m_rank7 + 0x24) >= m_norm14) {
        return (util6::run_tally8(&n42));
    }
    cudaStream_t k43 = nullptr;
    split15_kernel<<<0x100, 128, sizeof(float) * 32, k43>>>((int)util6::run_tally8(nullptr), &n42, 20, (float*)nullptr);
    spread22_kernel<<<(128), 32 * 8, sizeof(int) * 128, k43>>>(&util6::m_rank7, static_cast<unsigned int*>(nullptr), (const float*)nullptr);
    fuse30_kernel<<<4 * 2, 256, sizeof(double) * 64, 0>>>((const double*)nullptr, util6::run_tally8(&m_norm14));
    return 0;
}
