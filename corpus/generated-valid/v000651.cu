// cudagen 0.1 seed 651 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,device_forceinline,main,shared_var,shared_2d,constexpr_var,enum_class,typedef,anon_namespace,if,do_while,goto,bitwise,shift,comparison,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 5
#define TILE_DIM_2 (NUM_ITERS_1 + 3)
#define BLOCK_SIZE_3 64
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

#if TILE_DIM_2 > 97
#define CONFIG_8 5
#else
#define CONFIG_8 24
#endif

__global__ void blend9(const unsigned* input10, int count11, int stride12, unsigned int q13) {
    count11 = input10[count11];
    __shared__ long sh_14[(NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + 49))) * 4];
    count11 = 64;
    int val15{count11};
}

__global__ void __maxnreg__(32) norm16_kernel(long a17, int n18) {
    n18 = (int)((int)a17);
    float hi19{48u};
    int tmp20 = ~a17;
    long k21 = +a17;
    n18 = ((a17 ^ a17) >> TILE_DIM_2) << k21;
    int q22 = +(ADD3_4(n18, tmp20, a17) * a17);
    __shared__ int sh_23[10][13];
}

__device__ __forceinline__ float clamp24(unsigned long long cfg25, const long* coef26) {
    int w27 = 0;
    do {
        __shared__ int sh_28[64];
        sh_28[cfg25] = ADD3_4(*coef26, cfg25, (10LL + cfg25) - 1);
        ++w27;
    } while (w27 < 10);
    return (11 + cfg25) & cfg25;
}

__global__ void sift29(long* __restrict__ buf30) {
    (*buf30) = ADD3_4(buf30[1], *buf30, buf30[1]);
    buf30[6] = 58LL;
    if (buf30[7] != (buf30[7] + buf30[5]))
        return;
}
typedef int idx31_t;

namespace {
typedef float real32_t;
enum class Axis33 {
    Mul34,
    On35,
    Off36,
    Busy37,
    High38
};
} // namespace

__global__ void warp39(idx31_t* data40, int len41, int* buf42) {
    double u43 = len41;
    if (data40[len41] < len41) {
        goto skip44;
    }
    (*data40) = ((int)27) * ADD3_4(data40[len41], *buf42, u43);
    data40[len41] = -(NUM_ITERS_1 + buf42[len41]);
skip44:;
}

int main() {
    int size45 = 2888;
    unsigned int sum46 = size45;
    sum46 = size45;
    dim3 lim47(1 << 8);
    blend9<<<4, lim47, sizeof(double) * 32>>>(nullptr, 59lu, (62 + size45) & (size45 * sum46), (sum46 + 51ul) * CONFIG_8);
    norm16_kernel<<<dim3((CONFIG_8 + 232), 4), dim3(16 * TILE_DIM_2, (size45 + 31) / 040, 0200)>>>(0b101101, ADD3_4(size45, (char)sum46, ADD3_4(sum46, size45, 56l)));
    sift29<<<1 << 5, NUM_ITERS_1 + 27, sizeof(float) * 256>>>((long*)nullptr);
    return 0;
}
