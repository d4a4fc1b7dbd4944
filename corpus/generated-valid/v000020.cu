// cudagen 0.1 seed 20 valid
// features: kernel,launch,builtin_vars,host_function,default_args,main,constant_var,shared_var,extern_shared,constexpr_var,const_local,namespace,if,goto,static_assert,ternary,shift,comparison,pointer_arith,array_index,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_prefix,lit_string,lit_raw_string,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define WARPS_2 256
#define RADIUS_3 (64)
#define SQR_4(x) ((x) * (x))
#define CAT_5(a, b) a##b
#if RADIUS_3 % 2 == 0 || RADIUS_3 < 4
#define CONFIG_6 2
#elif RADIUS_3 < 0
#error unreachable configuration
#else
#define CONFIG_6 13
#endif

__global__ void norm7(int *acc8, int lane9, unsigned short b10) {
    float t11 = SQR_4(b10);
    float k12 = (((blockDim.x + sizeof(float)) == blockDim.x) ? (blockIdx.x << CAT_5(lane, 9)) : (b10 - t11)) * ((*acc8) - b10);
    int f13 = (40ul + t11) * (((lane9 != 11) ? 12 : U'a') + (28l << (*acc8)));
    (*acc8) = acc8[2];
    int off14 = SQR_4(k12);
    t11 = 15.5F;
}

__global__ void combine15_kernel(int *out16, const signed char *coef17, const unsigned long *in18, float *acc19) {
    unsigned tid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    const int off21 = (BLOCK_SIZE_1 - (CAT_5(tid, 20) + coef17[tid20])) << (*out16);
    unsigned long diff22{2l};
    if ((acc19[1] * tid20) >= CONFIG_6) {
        return;
    }
    diff22 = diff22;
    out16[3] = 52;
    int *f23 = (int*)nullptr;
}

int host_reduce24(const float *coef25, int count26) {
    int *w27 = nullptr;
    w27[6] = w27[count26];
    unsigned short v28 = 11L;
    return (RADIUS_3 > (*coef25)) ? 23u : RADIUS_3;
}
static_assert((CONFIG_6 + (CONFIG_6 + 59)) > 62);
__constant__ int c_norm29 = 19ul;

__global__ void lerp30(float cfg31) {
    extern __shared__ unsigned int dyn_32[];
    int gid33 = threadIdx.x;
    const int base34 = WARPS_2;
    double flag35 = ((cfg31) / base34) * ((base34 / blockDim.z) * base34);
}

__global__ void weigh36_kernel(int *data37) {
    int gid38 = threadIdx.x;
    (*data37) = CONFIG_6 % gid38;
    (*data37) = 50 - blockDim.y;
    short res39 = (*data37) * data37[3];
    float base40 = BLOCK_SIZE_1;
    float q41 = 45u - data37[blockIdx.x];
    __shared__ unsigned char sh_42[128];
}

int march43(bool a44 = 0) {
    a44 = 0;
    a44 = (a44 >> (a44 << CAT_5(a, 44))) >= (7 + a44);
    float lo45(CAT_5(a, 44));
    float t46 = (lo45 * CONFIG_6) + CONFIG_6;
    t46 = a44;
    const char *cnt47 = "\x41\102";
    if (cnt47[0] != cnt47[1]) {
        goto finish48;
    }
    if (cnt47[1] >= 47) {
        return t46;
    }
finish48:;
    return lo45;
}

namespace util49 {
void host_clamp50(int count51) {
    int val52(count51 - ((CAT_5(count, 51) <= count51) ? 56 : (count51 * 3291)));
    const char *diff53 = R"(raw \n text)";
    unsigned int sum54 = (count51 < (1435 >> count51)) ? (val52 >> (val52 - diff53[1])) : 46;
    static_assert(sizeof(int) == 4);
}
} // namespace util49

int fold55(unsigned long *data56, double alpha57 = 35) {
    (*data56) = (*data56) + (*data56) + (alpha57 - CONFIG_6);
    double e58 = alpha57;
    const unsigned long acc59 = 43;
    return BLOCK_SIZE_1;
}

int main() {
    int size60 = 2869;
    unsigned sum61 = size60;
    combine15_kernel<<<(size60 + 63) / 64, sizeof(float) * 16>>>(nullptr, nullptr, (const unsigned long*)nullptr, nullptr);
    norm7<<<(size60 + 31) / 32, (CONFIG_6 + (CONFIG_6 + 28)) * 8>>>(nullptr, sizeof(int) + size60, sum61 + sum61);
    lerp30<<<(size60 + 31) / 32, 1 << 7>>>((2 + CAT_5(sum, 61)));
    weigh36_kernel<<<CONFIG_6, WARPS_2>>>((int*)nullptr);
    return 0;
}
