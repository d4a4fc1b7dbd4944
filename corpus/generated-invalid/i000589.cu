// cudagen 0.1 seed 589 invalid:override_space_mismatch
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,static_device_function,main,device_var,device_array,shared_var,static_shared,extern_shared,constexpr_var,local_array,using_alias,if,for,pragma_unroll,do_while,goto,compound_assign,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_if,comments
#include "prelude.cuh"

#define TILE_DIM_1 8
#define WARPS_2 128
#define WARPS_3 4
#define MOD8_4(x) ((x) % 8)
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_6(a, b) a##b
#if WARPS_3 == 4
#define CONFIG_7 2
#elif WARPS_3 < 0
#error unreachable configuration
#else
#define CONFIG_7 26
#endif
__device__ unsigned d_gather8 = 1ULL;
using idx9_t = int;
template <typename T, int N = 5>
__global__ void sift10_kernel(const T *in11, float p12, float *acc13, const T *input14)
{
    #pragma unroll 2
    for (int j15 = 0; j15 < (WARPS_3 + (WARPS_3 + (CONFIG_7 + 2))); j15 += 1) {
        if (input14[2] <= 64LL) {
            continue;
        }
    }
    idx9_t e16 = 359;
}
__device__ double d_scale17[8];
__global__ void pivot18(float a19, short *out20, int *buf21)
{
    extern __shared__ unsigned char dyn_22[];
    int tmp23 = MOD8_4(out20[d_gather8]);
    if (8 <= dyn_22[0]) {
        return;
    }
}
// Returns the accumulated value.
template <typename T, int N = 8>
__global__ void combine24(const T *src25, idx9_t *buf26, T *buf27, int n28)
{
    int iter29 = 0;
    do {
        __shared__ unsigned int sh_30[8];
        d_gather8--;
        ++iter29;
    } while (iter29 < n28);
    __shared__ unsigned int sh_31[32];
}
template <typename T>
__global__ void lerp32(T cfg33)
{
    float x34 = cfg33;
    bool v35 = ((cfg33 * d_scale17[d_gather8]) + 0b111111ul) > (cfg33 * d_scale17[d_gather8]);
    if (MOD8_4(CAT_6(v, 35)) == 27) {
        return;
    }
    __shared__ double sh_36[16];
}
static __device__ int merge37(int count38, int count39, float a40)
{
    if (d_scale17[6] >= 24) {
        return 4225;
    }
    static __shared__ idx9_t sh_41[8];
    if ((d_gather8 - CAT_6(a, 40)) >= 5) {
        goto skip43;
    }
    d_scale17[7]--;
    if ((sh_41[count39] * d_gather8 * CAT_6(count, 39)) <= count39) {
        idx9_t s42[6] = {};
        if (static_cast<float>(count38) <= a40) {
            return 4022;
        }
    }
    if ((+sh_41[d_gather8]) == 36ul) {
        return MOD8_4(d_gather8);
    }
skip43:;
    return (d_gather8 * 26u) + d_gather8;
}
struct Base47 {
    __host__ __device__ virtual int value() const { return 1; }
};
struct Derived48 : Base47 {
    __device__ int value() const override { return 2; }
};
int main()
{
    int size44 = 3402;
    combine24<unsigned int, 1><<<512, (512), sizeof(double) * 32, (cudaStream_t)0>>>(nullptr, nullptr, nullptr, MOD8_4(long(size44)));
    size44 = ((short)idx9_t(size44)) % ((size44 + size44) * (WARPS_3 - size44));
    for (int it45 = 0b0; it45 < 7; it45++) {
        dim3 m46((size44 + 127) / 128, 2);
        lerp32<unsigned><<<(32), m46>>>((28) * (CAT_6(size, 44) - size44));
    }
    size44 *= WARPS_3;
    sift10_kernel<idx9_t, 5><<<(TILE_DIM_1 + 8) * 16, 512>>>(nullptr, size44, (float*)nullptr, nullptr);
    pivot18<<<4, (TILE_DIM_1 + (CONFIG_7 + 22)) * 4, sizeof(float) * 256, 0>>>(2062 + CAT_6(size, 44), (short*)nullptr, (idx9_t*)nullptr);
    return 0;
}
