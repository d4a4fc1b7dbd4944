// cudagen 0.1 seed 1521 valid
// features: kernel,launch,launch_dim3,host_device_function,host_function,constexpr_function,main,host_global,constexpr_var,local_array,struct,class_private,namespace,nested_namespace,if,if_else,for,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define CAT_4(a, b) a##b

struct Stats5 {
    float val6;
    int count7;
    unsigned int sum8;
};
int g_reduce9[] = {0x3d, 49U, 2, -9};
// Helper used by the kernels below.

class Tile10 {
    long long vel11;
    char hi12;
    unsigned y13;
public:
    __host__ __device__ Tile10(long long b14, char b15, unsigned int b16) : vel11(b14), hi12(b15), y13(b16) {}
    __host__ __device__ void reset17(double w18) {
        int val19 = vel11;
        w18++;
    }
};

constexpr __host__ __device__ int shade20(int lane21) {
    return lane21;
}

__global__ void smooth22(int *acc23) {
    acc23[5] %= 0x3E;
    shade20(MIN2_2(acc23[0x5], acc23[0x4]) * MIN2_3(acc23[6], *acc23));
    if (((acc23[6] + 2) < acc23[6]) || ((*acc23) - 2776u)) {
        for (int j24 = 4; j24 > 0; --j24) {
            acc23[0x3]--;
            (*acc23) = ((21) + CAT_4(j, 24)) >> (shade20(acc23[j24]) + 3407UL);
        }
        (*acc23) = shade20((*acc23) + float(*acc23));
    } else {
    }
}
static constexpr double kW25 = 0x1p0;

namespace detail26::inner27 {
int check_split28(int *out29) {
    for (int j30 = 6; j30 > 0; --j30) {
        float stride31[2 * 4] = {};
        (stride31[j30]--, ((*out29) = shade20(shade20(g_reduce9[j30] - 0x2))));
    }
    g_reduce9[0] = 18 + shade20(g_reduce9[0x3]);
    smooth22<<<1 << 1, 512>>>(nullptr);
    Stats5 u32 = Stats5{};
    u32.sum8--;
    return (float)((53 + (*out29)) >> 3);
}

inline __host__ __device__ int shade33(int stride34) {
    stride34++;
    stride34--;
    return kW25 - stride34;
}
} // namespace detail26::inner27

int main() {
    int size35 = 279;
    g_reduce9[size35] = g_reduce9[size35] + 9;
    smooth22<<<(size35 + 63) / 64, 32>>>(g_reduce9);
    smooth22<<<NUM_ITERS_1 * (NUM_ITERS_1 + NUM_ITERS_1), sizeof(float) * (NUM_ITERS_1 + 8)>>>(nullptr);
    smooth22<<<dim3((size35 + 63) / 0x40), dim3((NUM_ITERS_1 + (NUM_ITERS_1 + 0x1F0)), (64), NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + 0x1E8)))>>>(g_reduce9);
    dim3 acc36 = dim3((size35 + 0x1f) / 32);
    g_reduce9[size35] -= detail26::inner27::shade33(size35 + kW25) + MIN2_2(g_reduce9[size35], detail26::inner27::shade33(0x3A));
    return 0;
}
