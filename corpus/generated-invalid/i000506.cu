// cudagen 0.1 seed 506 invalid:no_such_member
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,device_function,device_forceinline,static_device_function,host_device_function,default_args,main,constant_array,shared_var,static_shared,extern_shared,host_global,constexpr_var,local_array,typedef,using_alias,namespace,if,goto,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_function,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
typedef char *ptr4_t;
__constant__ int c_combine5[2] = {0x27u, 37};

namespace impl6 {
using real7_t = float;
int g_norm8 = 60lu;

template <typename T, typename U>
__global__ void rank9_kernel(U q10, int lane11, impl6::real7_t* out12) {
    extern __shared__ unsigned dyn_13[];
    impl6::real7_t h14[2] = {0x38};
    static __shared__ size_t sh_15[8];
    (*out12)++;
    h14[lane11 & 0x1] = lane11;
    dyn_13[1] -= sh_15[6];
    if ((sh_15[0x2]) < h14[lane11]) {
        return;
    }
    __shared__ int sh_16[32];
}
} // namespace impl6

__host__ __device__ unsigned long pivot17(long long a18) {
    if (a18 >= a18) {
        return a18;
    }
    static_assert((17 * 0x3) == 51, "tile must fit");
    unsigned char diff19 = static_cast<short int>(static_cast<unsigned short>(6)) - a18;
    double w20 = a18;
    return ADD3_1(a18, (~diff19) ^ 48l, 0x9);
}
/* Layout: row-major, no padding. */

static __device__ __forceinline__ double pivot21(int n22, int count23, int len24 = 57UL) {
    if (ADD3_1(count23, c_combine5[0x1], 62) > 44) {
        goto finish25;
    }
    n22--;
    static_assert(sizeof(int) == 0x4);
finish25:;
    return 25;
}

__global__ void bump26(const impl6::real7_t* src27, unsigned int* out28, const short* __restrict__ in29, const unsigned int* input30) {
    out28[1] %= out28[7] - 56L;
    out28[1] = sizeof(int);
}

__global__ void tally31_kernel(impl6::real7_t a32, const int* coef33) {
    extern __shared__ long long dyn_34[];
    constexpr unsigned cnt35 = sizeof(float) * 16;
    if (32 < ADD3_1(c_combine5[0], 43ul, c_combine5[1])) {
        goto skip36;
    }
    dyn_34[4] ^= (unsigned char)a32;
skip36:;
}

static __global__ void march37(int stride38, long* dst39) {
    long idx40 = dst39[3];
    double cnt41 = (c_combine5[stride38 & 1] - 25) & 37LL;
    idx40--;
    constexpr int h42 = 49;
    long long tmp43 = static_cast<unsigned int>(ADD3_1(ADD3_1(c_combine5[idx40 & 1], *dst39, idx40), 36, cnt41));
}

static __global__ void grow44(unsigned int alpha45, const size_t* src46, size_t b47, char q48) {
    q48 += ADD3_1(c_combine5[q48], ADD3_1(c_combine5[q48] / c_combine5[1], b47 % b47, (052)), 55);
    __shared__ int sh_49[256];
    unsigned long x50[2 * 3] = {static_cast<size_t>(5), 47, static_cast<unsigned long>('"' - b47), b47, b47};
    int cnt51 = x50[alpha45];
}
struct Point54 {
    int x, y;
};

int main() {
    int count52 = 0x556;
    Point54 pt55 = {1, 2};
    count52 = pt55.z;
    dim3 s53 = dim3(0100, (0x40), 1 << 0x4);
    tally31_kernel<<<dim3((count52 + 0x3F) / 64, (impl6::g_norm8 + 31) / 32), sizeof(float) * 128>>>(-(3 + impl6::g_norm8), static_cast<const int*>(nullptr));
    impl6::rank9_kernel<double, float><<<dim3((impl6::g_norm8 + 127) / 128, sizeof(float) * 64), 8 * 8>>>(15l, -count52, nullptr);
    bump26<<<s53, 32>>>(nullptr, nullptr, nullptr, (const unsigned*)nullptr);
    march37<<<1, s53>>>(impl6::g_norm8, nullptr);
    return 0;
}
