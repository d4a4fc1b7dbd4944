// cudagen 0.1 seed 1898 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,grid_constant,launch,device_function,device_forceinline,host_device_function,host_function,main,shared_var,constexpr_var,auto_var,struct,aligned_struct,enum_class,namespace,if,if_else,if_init,do_while,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,macro_object,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 8
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4
#ifdef USE_FAST_PATH_4
#define TUNE_5 10
#else
#define TUNE_5 19
#endif
#undef TUNE_5
#define TUNE_5 48
__host__ __device__ int shade6(int len7, const float* coef8) {
    int acc9 = 4385l;
    if (((len7 <= 42) ? acc9 : acc9) <= TILE_DIM_1) {
        return 59 & len7;
    }
    int t10{45};
    return TUNE_5;
}
// Layout: row-major, no padding.
__global__ void tile11(unsigned int p12, int count13, float* buf14) {
    if (((*buf14) * (*buf14)) != static_cast<int>(p12)) {
        shade6(buf14[2], buf14);
        if (buf14 == nullptr) {
            (++count13, (buf14[count13 & 7] *= p12));
            count13 = 1814u;
            count13 = 30U & (count13 + TILE_DIM_1 + (1LL % count13));
        } else if (shade6(TILE_DIM_1, (const float*)nullptr) != 52u) {
        } else {
        }
    }
}
constexpr int DEPTH15 = ((32));
namespace math16 {
struct alignas(16) Body17 {
    int weight18;
    unsigned int weight19;
    int mass20;
    float count21;
};
__global__ void combine22(__grid_constant__ const math16::Body17 b23, __grid_constant__ const math16::Body17 cfg24, const float* src25) {
    __shared__ signed char sh_26[64];
    sh_26[50] &= TUNE_5;
    __shared__ float sh_27[8];
    bool r28{false};
}
enum class Kind29 : unsigned char {
    Blue30,
    Low31,
    Slow32 = 5,
    Fast33,
    Off34 = 12
};
} // namespace math16
static __global__ void sweep35_kernel(int* out36) {
    __shared__ unsigned sh_37[64];
    auto stride38 = DEPTH15;
    if (static_cast<size_t>(20UL) == (sh_37[stride38 & 63] >> (TILE_DIM_1 * out36[stride38]))) {
        int pass39 = 0;
        do {
            if (double tmp40{static_cast<double>(DEPTH15)}; tmp40 < (2722ULL + tmp40)) {
                if (stride38 >= out36[pass39]) {
                    return;
                }
            }
            __shared__ int sh_41[32];
            ++pass39;
        } while (pass39 < 7);
    } else {
    }
}
namespace math42 {
double check_combine43(math16::Kind29 cfg44, int lane45, int len46) {
    auto off47 = ((lane45 + DEPTH15) - 43u) & DEPTH15;
    lane45 %= 57;
    if ((len46 + DEPTH15) != lane45) {
        return shade6((off47 += 27, off47), nullptr);
    }
    if (lane45) {
        return ~(sizeof(int) / off47);
    }
    int* z48 = nullptr;
    lane45 *= 1416 ^ off47;
    const char* res49 = "x=%d";
    return lane45;
}
template <class T, int N = 8>
__global__ void sweep50_kernel(T a51) {
    __shared__ math16::Body17 sh_52;
    if (a51 > (a51 += DEPTH15, DEPTH15)) {
        sh_52 = sh_52;
        a51 = (35u % shade6(-36, static_cast<const float*>(nullptr))) | DEPTH15;
        shade6(shade6(1672, static_cast<const float*>(nullptr)) & '\t', (const float*)nullptr);
    } else if ((sh_52.weight18 ^ DEPTH15) >= a51) {
        return;
    }
}
__device__ __forceinline__ float merge53(int* acc54, float* buf55, unsigned cfg56) {
    float f57 = (((cfg56 < DEPTH15) ? 833 : 1) > (*buf55)) ? 15.25F : DEPTH15;
    if ((f57 += cfg56, TUNE_5) >= buf55[5]) {
        (*acc54) &= shade6(cfg56, (const float*)nullptr);
        if (f57 != shade6(8lu, nullptr)) {
            return 14.375f - cfg56;
        }
    }
    return acc54[cfg56];
}
} // namespace math42
int main() {
    int count58 = 3847;
    count58 <<= 0;
    sweep35_kernel<<<512, 1 << 5>>>(static_cast<int*>(nullptr));
    double z59 = TILE_DIM_1;
    math16::Kind29 flag60 = math16::Kind29::Off34;
    math16::combine22<<<16 * TILE_DIM_1, 1 << 8>>>(math16::Body17{29, 4630, 8, 7.0f}, math16::Body17{10u, static_cast<unsigned int>(sizeof(math16::Body17)), count58, 1.625f}, nullptr);
    short v61(shade6(z59, nullptr));
    tile11<<<(count58 + 255) / 256, (TILE_DIM_1 + 8) * 2>>>(13, math42::check_combine43(math16::Kind29::Fast33, z59, (2296L)), nullptr);
    math42::sweep50_kernel<unsigned int, (sizeof(float))><<<(count58 + 127) / 128, TILE_DIM_1 + 24>>>(math42::check_combine43(flag60, TILE_DIM_1 | v61, DEPTH15));
    return 0;
}
