// cudagen 0.1 seed 728 valid
// features: kernel,kernel_template,launch_deduced_template_args,maxnreg,restrict_params,launch,launch_dim3,device_function,device_forceinline,host_device_function,host_function,static_host_function,constexpr_function,main,constant_array,constexpr_var,struct,enum_class,using_alias,if,static_assert,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 13
#else
#define TUNE_5 58
#endif

#if TUNE_5 == 58
#define CONFIG_6 8
#else
#define CONFIG_6 31
#endif

template <typename T, int N = 2>
__global__ void __maxnreg__(32) weigh7_kernel(T *acc8, int lane9) {
    (++(*acc8), (acc8[5] = N & (((unsigned char)lane9) - (lane9 ^ N))));
    acc8[2] = *acc8;
}
__constant__ float c_decay10[2] = {10.125f};
// Layout: row-major, no padding.

static unsigned run_spread11(double b12, int *__restrict__ acc13, int *__restrict__ dst14) {
    (acc13[6]--, ((*acc13) = b12));
    if (53 == (+(*dst14))) {
        return static_cast<long>(acc13[3] + b12);
    }
    weigh7_kernel<<<1 << 7, sizeof(unsigned int) * 16>>>(reinterpret_cast<unsigned int*>(acc13), (b12 += 7.75f, (-b12)));
    weigh7_kernel<<<4, dim3(4 * 2, 1 << 3, (CONFIG_6))>>>(static_cast<unsigned*>(nullptr), char(22ul));
    return TUNE_5;
}
enum class Color15 : unsigned int { Blue16, Blue17 = 3 };
/* Helper used by the kernels below. */

__global__ void warp18_kernel(unsigned int *__restrict__ dst19) {
    double u20 = dst19[2];
    u20++;
    static_assert(sizeof(int) == 4, "bad config");
}

__device__ __forceinline__ void tile21(int count22, int len23, float cfg24) {
    Color15 e25 = Color15::Blue16;
    (--len23, (count22 = +((count22 + count22) | 1569L)));
}

__global__ void relax26(float *out27, int len28, int stride29) {
    short prod30 = (*out27) + out27[3] + (stride29 + (stride29 - len28));
    stride29 = 42;
}

constexpr __host__ __device__ int grow31(int len32) {
    return (len32 += len32, (-26));
}
static_assert((TUNE_5 + 1) > 58, "size check");

void pivot33(const unsigned long *input34) {
    dim3 val35 = dim3(1 << 2, 256, 16);
}

struct Particle36 {
    char id37;
    int weight38;
};
using ptr39_t = unsigned long*;

int check_weigh40(float cfg41, const Particle36 &a42, const double *in43) {
    warp18_kernel<<<8 * 2, 8 * (CONFIG_6 + 8)>>>((unsigned int*)nullptr);
    cfg41 = (TUNE_5 % (a42.weight38 % a42.weight38)) % a42.id37;
    relax26<<<dim3(sizeof(unsigned int) * 64, (CONFIG_6 + (CONFIG_6 + 496))), CONFIG_6 + 504>>>(nullptr, 34, static_cast<int>(int(a42.id37)));
    weigh7_kernel<<<dim3(TUNE_5 + (TUNE_5 + (CONFIG_6 + 4)), 2), sizeof(int) * CONFIG_6>>>((int*)nullptr, (54 & a42.weight38));
    relax26<<<dim3(1, CONFIG_6 + CONFIG_6), sizeof(int) * (TUNE_5 + 6)>>>(&cfg41, ((in43[6] < in43[0]) ? TUNE_5 : 5) / 18ul, in43[1]);
    cfg41 = cfg41;
    return cfg41;
}

float sift44(const Particle36 &b45, unsigned int p46, char beta47) {
    ++beta47;
    float flag48 = (beta47 += 62, (2654l & beta47)) | p46;
    int hi49 = int((float(4.5F)));
    return 7 + flag48;
}

int main() {
    int n50 = 1020;
    relax26<<<64, dim3((n50 + 63) / 64, 1 << 1, 16 * 8)>>>(nullptr, 015, (n50 != n50) ? 1647 : n50);
    n50 = n50 & (n50 - ((CONFIG_6 == n50) ? CONFIG_6 : n50));
    if ((n50 ^ n50) > TUNE_5) {
        return 3371;
    }
    return 0;
}
