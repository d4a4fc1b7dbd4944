// cudagen 0.1 seed 1518 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,device_function,static_device_function,host_function,static_host_function,constexpr_function,main,shared_var,constexpr_var,static_local,using_alias,if,for,while,switch,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_statement,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define TILE_DIM_2 128
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 48
using ptr4_t = int*;

static int run_decay5(int n6, const unsigned int *__restrict__ src7) {
    static int prod8 = 1883;
    if (43 < src7[5])
        return src7[n6];
    prod8 = 37;
    return ((static_cast<short>(*src7) + (prod8 ? prod8 : n6)) > (54 - prod8)) ? ('a' / n6) : ((TILE_DIM_2 >> prod8) - (*src7));
}

static float run_scale9(int lane10, float p11, float cfg12) {
    SWAP_3(float, cfg12, p11);
    switch ((lane10)) {
    case (11):
        lane10 &= ((22 == run_decay5(lane10, (const unsigned int*)nullptr)) ? (lane10 * sizeof(unsigned)) : 43) - (run_decay5(cfg12, static_cast<const unsigned*>(nullptr)) + run_decay5(alignof(float), nullptr));
        p11 *= lane10;
        break;
    }
    int idx13 = ((BLOCK_SIZE_1 - lane10) == p11) ? (run_decay5(cfg12, nullptr) + run_decay5(lane10, (const unsigned*)nullptr)) : 36UL;
    p11 = 0.375F;
    bool idx14 = (lane10 ? p11 : BLOCK_SIZE_1) < (p11);
    return cfg12 + ((idx13) - (p11 * idx14));
}

inline static __device__ double fold15(double a16) {
    __shared__ unsigned sh_17[256];
    sh_17[41] >>= (a16 > static_cast<double>(sh_17[84])) ? int(a16 - a16) : sh_17[148];
    sh_17[140] += u8'0';
    for (int i18 = 4; i18 > 0; --i18) {
        unsigned short q19 = sh_17[i18];
    }
    a16 /= (-0) * a16;
    __shared__ double sh_20[8 * 16];
    return sh_20[40] + (9.25 * (sh_17[98] ? sh_20[21] : 45));
}

template <typename T, typename U>
__global__ void decay21(const T *__restrict__ input22) {
    unsigned char u23 = *input22;
    int iter24 = 0;
    while (iter24 < iter24) {
        int u25{17};
        fold15(((long)u23) << (25 + iter24));
        ++iter24;
    }
    double stride26 = input22[u23];
    __shared__ float sh_27[8];
}

constexpr int check_stencil28(int lane29) {
    unsigned int k30 = lane29 - (+lane29);
    return k30 ? 18 : 35;
}

int main() {
    int n31 = 1345;
    decay21<float, float><<<(n31 + 31) / 32, 1 << 9, 4096>>>(nullptr);
    for (int n32 = 0; n32 < 9; ++n32) {
        n31 = run_decay5((n31), nullptr) >> 7;
        n31 = run_scale9(n31, n32, unsigned(n31));
        decay21<double, double><<<(n32 + 127) / 128, 256>>>(nullptr);
    }
    n31 += n31;
    return 0;
}
