// cudagen 0.1 seed 38 invalid:managed_const
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,device_array,shared_var,static_shared,extern_shared,host_global,constexpr_var,const_local,namespace,nested_namespace,if,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define CHUNK_1 64
#define BLOCK_SIZE_2 (1 << 5)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 12
#else
#define TUNE_6 54
#endif
#if (CHUNK_1 * 2) >= 64 && CHUNK_1 != 0
#define CONFIG_7 5
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_7 22
#endif
constexpr float kT8 = 1.25f;
__device__ double d_tile9[4] = {-2941, 12.875F, 11.625};

__global__ void __launch_bounds__((BLOCK_SIZE_2 + 480), 0b10) probe10_kernel(const int* __restrict__ coef11, unsigned* __restrict__ buf12) {
    extern __shared__ float dyn_13[];
    const float mid14 = -1.125f;
    static __shared__ int sh_15[1 << 3];
    buf12[1] >>= 4;
    sh_15[0b110] = coef11[7];
    --sh_15[3];
    d_tile9[3] *= CONFIG_7;
    sh_15[0] = +(*coef11);
}

__global__ void count16(unsigned cfg17, const char* coef18, const float* __restrict__ coef19, int* __restrict__ buf20) {
    int r21{6};
    float hi22 = 35 >> (*buf20);
    if ((d_tile9[r21] * 59) > hi22) {
        return;
    }
    --cfg17;
    r21 = coef19[4];
}

__global__ void __launch_bounds__((BLOCK_SIZE_2 + 01740)) apply23_kernel(unsigned* data24) {
    data24[5] = 916;
    __shared__ int sh_25[TUNE_6 + 202];
    static __shared__ size_t sh_26;
    bool h27 = (*data24) == (d_tile9[sh_26]);
    __shared__ float sh_28[16];
    sh_28[sh_26]++;
    size_t tmp29 = sh_26;
}
float g_merge30 = 2.625f;
const double g_sweep31 = -20.75F;
static_assert(59 == 59, "size check");

namespace detail32::sub33 {
unsigned run_lerp34(int lane35, double b36, long long* __restrict__ dst37) {
    probe10_kernel<<<(lane35 + 255) / 256, sizeof(float) * 16>>>(reinterpret_cast<const int*>(dst37), nullptr);
    (*dst37) ^= CAT_4(lane, 35);
    return CAT_4(lane, 35);
}

__global__ void tally38_kernel(unsigned int cfg39) {
    __shared__ int sh_40;
    sh_40 = 60 * (cfg39 * L'#');
}

__global__ void shade41_kernel(int lane42) {
    lane42 = kT8 - lane42;
    lane42 = lane42;
    lane42 = TUNE_6 * d_tile9[lane42 & 3] * (lane42 << CAT_4(lane, 42)) * ((765 + lane42) * kT8);
    float f43 = BLOCK_SIZE_2;
}
} // namespace detail32::sub33

int host_relax44(int len45, int lane46) {
    g_merge30 *= sizeof(int) * lane46;
    int idx47 = (BLOCK_SIZE_2 >> lane46) - (len45 * ((float)BLOCK_SIZE_2));
    idx47 = CAT_4(lane, 46);
    g_merge30 += 6.125F;
    const float* e48 = nullptr;
    float e49 = (lane46) >> 4ul;
    return (20L * lane46) + ((CHUNK_1 + idx47) ^ lane46);
}
__managed__ constexpr int m_const54 = 3;

int main(void) {
    int len50 = 2671;
    count16<<<(len50 + 0b111111) / 64, 32>>>(6, nullptr, nullptr, &len50);
    len50 = (char)kT8;
    if ((g_merge30) == 16) {
        char stride51{-41l};
    }
    constexpr float flag52 = -063;
    int val53 = 0;
    apply23_kernel<<<(val53 + 31) / 32, 64>>>(nullptr);
    detail32::sub33::tally38_kernel<<<CHUNK_1 + (TUNE_6 + (CONFIG_7 + CONFIG_7)), sizeof(int) * 16, 0, (cudaStream_t)0>>>(2399ll - val53);
    detail32::sub33::shade41_kernel<<<1 << (CONFIG_7 + 1), (CONFIG_7 + (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 27)))), CHUNK_1 + (CONFIG_7 + (TUNE_6 + (CHUNK_1 + (TUNE_6 + 15)))), (cudaStream_t)0>>>((len50 - 9) * 8);
    return 0;
}
