// cudagen 0.1 seed 1594 valid
// features: kernel,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,device_forceinline,static_device_function,host_device_function,host_function,constexpr_function,main,host_global,constexpr_var,local_array,auto_var,const_local,enum,typedef,if,goto,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_stringize,macro_paste,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 4
#define NUM_ITERS_2 128
#define CHUNK_3 ((TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + 20))))
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b

#if CHUNK_3 > 39
#define CONFIG_9 2
#else
#define CONFIG_9 20
#endif

__global__ void __launch_bounds__((CHUNK_3 + (NUM_ITERS_2 + 864))) weigh10(double alpha11) {
    if ((alpha11) == CAT_8(alpha, 11)) {
        goto out13;
    }
    if ((alpha11 >= CAT_8(alpha, 11)) || (CAT_8(alpha, 11) == CAT_8(alpha, 11)) || (alpha11 <= alpha11)) {
        if (!(alpha11 < alpha11))
            return;
        float prod12[6] = {23.875F};
    }
    if (alpha11 < 18)
        return;
out13:;
}

__global__ void __maxnreg__(64) shade14_kernel(int* buf15, const float* __restrict__ src16) {
    (*buf15) <<= -buf15[6];
    buf15[1]++;
}
float g_kick17 = 34;

constexpr __host__ int host_tally18(int n19) {
    n19 = (+n19) / ((834 >> n19) + (n19 + n19));
    --n19;
    return static_cast<int>(n19);
}

__host__ __device__ float step20(const int* coef21) {
    auto res22 = (coef21[6] / (coef21[5] * NUM_ITERS_2));
    float cnt23 = (*coef21) >> res22;
    float x24 = TILE_DIM_1;
    return (-res22) ^ ((13LL * coef21[2]) - (29 + res22));
}
enum Phase25 { HIGH26, IDLE27, MUL28, FAST29 = 5 };

inline static __device__ unsigned score30(int* dst31, int len32) {
    --(*dst31);
    len32--;
    return len32;
}

__device__ __forceinline__ int mix33(Phase25 b34) {
    auto diff35 = 0x3CUL % (b34 * sizeof(long));
    b34 = b34;
    if ((b34 + 6LL) != diff35)
        return 2304UL;
    diff35 = (24 >> (b34 ^ b34)) * 275u;
    int k36 = 29l % (static_cast<unsigned char>(b34) * (4U * b34));
    static_assert(sizeof(int) == 0x4, "expected value");
    const int t37 = MIN2_5(k36, (k36 - 5) + b34);
    return static_cast<int>((char)(diff35 - k36));
}
typedef Phase25 kind38_t;

constexpr __host__ int check_fuse39(int count40) {
    return 133l << ((count40 + 57) * sizeof(unsigned));
}

int main() {
    int n41 = 981;
    g_kick17--;
    ++g_kick17;
    const char* t42 = STR_7(TILE_DIM_1);
    constexpr float val43 = 16.75F;
    weigh10<<<dim3(1 << (IDLE27 + 6), sizeof(int) * (CHUNK_3 + (IDLE27 + (TILE_DIM_1 + 91)))), (MUL28 + (FAST29 + 25)), sizeof(double) * 128>>>((16.0f - n41) - MIN2_5(t42[1], g_kick17));
    shade14_kernel<<<IDLE27 + (MUL28 + 61), dim3(sizeof(int), (CHUNK_3 + (CHUNK_3 + (TILE_DIM_1 + 60))), (MUL28 + MUL28)), sizeof(int) * 256>>>(static_cast<int*>(nullptr), (const float*)nullptr);
    return 0;
}
