// cudagen 0.1 seed 107 invalid:goto_bypasses_init
// features: kernel,launch,builtin_vars,host_function,constexpr_function,main,shared_var,constexpr_var,const_local,struct,aligned_struct,if,switch,switch_fallthrough,ternary,compound_assign,bitwise,shift,comparison,comma,pointer_arith,member_access,array_index,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define BLOCK_SIZE_2 (1 << 8)

#if BLOCK_SIZE_2 > 74
#define CONFIG_3 8
#else
#define CONFIG_3 23
#endif

__global__ void mix4(double b5) {
    int gid6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr float s7 = 28;
    if (gid6 != 12) {
        return;
    }
    if ((b5 * warpSize) == 37) {
        return;
    }
    switch ((unsigned int)threadIdx.x) {
    case 0:
        break;
    case 10:
    case (NUM_ITERS_1):
    case 3 * 4: {
        int h8 = ((b5 += BLOCK_SIZE_2, gid6) & 1) ? ((23 & gid6) + ((b5 == 50) ? 19 : 51)) : (34 + (gridDim.y ^ 20U));
        break;
    }
    }
    bool stride9 = ~gid6;
    int mid10{52};
}

__global__ void combine11(int count12, short *buf13, int n14) {
    if (int(blockIdx.x) > count12) {
        return;
    }
    long k15 = blockDim.y;
    int hi16 = (static_cast<double>(count12) != 3lu) ? ((63 == (k15 / 8U)) ? (buf13[6] + count12) : 7U) : count12;
    __shared__ int sh_17;
}

struct __align__(8) Stats18 {
    int hi19;
    unsigned int vel20;
};

__global__ void blend21(int lane22, int n23) {
    const float e24 = n23;
    if ((n23 & n23) <= lane22) {
        return;
    }
    lane22 = n23;
    n23 += (n23 ? 6 : (NUM_ITERS_1)) + ((e24) + ((n23 > lane22) ? NUM_ITERS_1 : n23));
}

constexpr __host__ int filter25(int n26) {
    return n26;
}

int main() {
    int len27 = 1069;
    {
        if (len27 > 3) goto skip29;
        int value30 = len27 * 2;
        skip29:
        len27 += value30;
    }
    mix4<<<1 << (NUM_ITERS_1 + NUM_ITERS_1), sizeof(float) * 32>>>(sizeof(Stats18));
    Stats18 s28 = Stats18{18LL, 1};
    combine11<<<(len27 + 63) / 64, (NUM_ITERS_1 + 508)>>>((+s28.vel20) / (len27 += len27, len27), (short*)nullptr, 46UL * s28.hi19);
    blend21<<<(len27 + 63) / 64, (CONFIG_3 + (CONFIG_3 + (CONFIG_3 + 8))) * 2>>>(s28.hi19 - s28.vel20, len27 - 26);
    return 0;
}
