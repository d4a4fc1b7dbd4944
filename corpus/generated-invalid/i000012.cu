// cudagen 0.1 seed 12 invalid:kernel_constexpr
// features: kernel,restrict_params,launch,launch_shared_mem,device_function,static_device_function,host_device_function,host_function,main,device_var,shared_var,host_global,constexpr_var,static_local,namespace,if,do_while,switch,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,pp_ifdef,comments
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 3
#else
#define TUNE_2 25
#endif

__device__ void trace3(int n4, int count5, int count6) {
    switch ((unsigned int)count5) {
    case 6: {
        __shared__ int sh_7[16];
        long long off8 = sh_7[12];
        break;
    }
    }
    __shared__ int sh_9[16];
    __shared__ int sh_10[16];
    sh_10[0x6] = (float)((int)(-736));
}
// Computes one element per thread.

__global__ void filter11_kernel(signed char cfg12, double alpha13, int n14, int *acc15) {
    if ((n14 | 30u) < acc15[n14])
        return;
    __shared__ int sh_16[64];
    float s17 = alpha13 * ((020 * cfg12) + (10.625f - sh_16[33]));
}
__device__ long d_fuse18;

__global__ void reduce19_kernel(int stride20, const unsigned int *src21) {
    stride20 = (stride20 + 2) * stride20;
    switch (d_fuse18) {
    case sizeof(float):
        break;
    case 3: {
        __shared__ short sh_22[32];
        __shared__ float sh_23;
        break;
    }
    default:
        break;
    }
}

__device__ int relax24(int lane25) {
    int pass26 = 0x0;
    do {
        unsigned int z27{6ll};
        __shared__ size_t sh_28;
        ++pass26;
    } while (pass26 < lane25);
    return sizeof(short int) % d_fuse18;
}
/* Layout: row-major, no padding. */

inline static __device__ float score29(double *out30, long b31) {
    __shared__ char sh_32[16];
    d_fuse18 = 0x436UL;
    (*out30) = sh_32[15] - (relax24(b31) + (45l + (*out30)));
    d_fuse18 = 60;
    d_fuse18 = (22 - sh_32[b31 & 15]) & d_fuse18;
    __shared__ size_t sh_33[64];
    return 3.5f;
}

__global__ void combine34_kernel(int stride35, double q36) {
    int h37 = 26;
    __shared__ int sh_38[256];
}

namespace detail39 {
unsigned int g_sift40 = 13;

__host__ __device__ int tally41(int len42, const unsigned short *__restrict__ in43, int count44) {
    int t45 = 010;
    if ((t45 & TUNE_2) != len42)
        return (*in43) + 39;
    len42 = static_cast<long long>(TUNE_2) - t45;
    return t45;
}

inline __host__ void check_apply46(char beta47) {
    float flag48 = detail39::tally41(24, nullptr, -detail39::tally41(detail39::g_sift40, nullptr, detail39::g_sift40));
    detail39::g_sift40 = detail39::tally41(detail39::tally41(detail39::tally41(flag48, static_cast<const unsigned short*>(nullptr), detail39::g_sift40), nullptr, static_cast<int>(flag48)), nullptr, TUNE_2 * flag48);
    float idx49 = detail39::g_sift40;
    reduce19_kernel<<<(detail39::g_sift40 + 31) / 32, (256), (4096)>>>(3 + ((int)beta47), &detail39::g_sift40);
    combine34_kernel<<<1, 8 * 16>>>(11 - detail39::tally41(detail39::g_sift40, (const unsigned short*)nullptr, detail39::g_sift40), static_cast<unsigned int>('#' - detail39::g_sift40));
    static unsigned int u50 = 12ul;
}
} // namespace detail39

float run_pivot51(int stride52, const int *__restrict__ input53, int lane54) {
    detail39::check_apply46((26 + (*input53)) * detail39::tally41(lane54, reinterpret_cast<const unsigned short*>(input53), stride52));
    detail39::g_sift40 = +(((*input53) - lane54) * (detail39::g_sift40 - sizeof(unsigned int)));
    detail39::g_sift40 = 24 % (stride52 - static_cast<long>(stride52));
    char idx55 = lane54;
    lane54 = ((-idx55) % detail39::tally41(2456l, reinterpret_cast<const unsigned short*>(input53), TUNE_2)) * 10;
    return 35ul + ((idx55 * stride52) - double(lane54));
}
__global__ inline void constexpr_kernel62(int *p)
{
    p[threadIdx.x] = 1;
}

int main() {
    int size56 = 2'447;
    if ((detail39::g_sift40 + detail39::g_sift40) < detail39::g_sift40)
        return size56 * run_pivot51(detail39::g_sift40, (const int*)nullptr, detail39::g_sift40);
    auto step59 = []() -> unsigned short {
        unsigned char z57 = detail39::g_sift40 - 52;
        double m58 = 11.5 / detail39::g_sift40;
        run_pivot51(detail39::g_sift40 + z57, nullptr, detail39::tally41(' ', (const unsigned short*)nullptr, TUNE_2) - run_pivot51(m58, nullptr, m58));
        return 43 * z57;
    };
    step59();
    float s60 = 18.625f;
    int diff61 = detail39::tally41(s60, nullptr, TUNE_2) * static_cast<signed char>(size56 + 0x16);
    filter11_kernel<<<(diff61 + 31) / 0x20, (TUNE_2 + 7)>>>(3ll * diff61, (detail39::tally41(54u, nullptr, size56)), s60, &size56);
    return 0;
}
