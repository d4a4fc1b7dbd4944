// cudagen 0.1 seed 682 valid
// features: kernel,restrict_params,launch,builtin_vars,device_function,host_function,default_args,main,host_global,constexpr_var,auto_var,enum,if,for,switch,goto,static_assert,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 64
#define BLOCK_SIZE_2 (1 << 4)
#define NUM_ITERS_3 32
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#undef NUM_ITERS_3
#define NUM_ITERS_3 48

__global__ void pack7(long beta8, int* out9, unsigned char* __restrict__ data10, unsigned long* data11) {
    (*data10) = 7U / (static_cast<float>(data10[beta8]) * (sizeof(int) - threadIdx.x));
    beta8 = blockDim.z;
    int x12 = 22 - data11[beta8];
    unsigned int w13 = x12;
    w13 = (NUM_ITERS_3 % out9[1]);
    long r14 = beta8 - gridDim.z;
    int lo15{436};
}
static_assert(23 > 22, "bad config");
const float g_warp16 = -2.75f;
// NOTE: keep in sync with the host reference.

inline __device__ float march17(const float* __restrict__ in18, short beta19 = 28) {
    beta19 = (NUM_ITERS_3 - (beta19 + CAT_6(beta, 19))) % (beta19 * (010 * beta19));
    if (!(in18[1] >= threadIdx.x)) {
        return beta19;
    }
    int y20{2496};
    return -y20;
}
// Layout: row-major, no padding.

__global__ void smooth21(double a22) {
    int gid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    switch (CAT_6(gid, 23)) {
    case 1:
        a22 = a22 - (22.75f / (CAT_6(a, 22) - a22));
        break;
    case (11): {
        float flag24 = -4.125f;
        break;
    }
    case 7:
        a22 = static_cast<float>(2.875f);
        break;
    case 5:
        break;
    default:
        break;
    }
}
static_assert(46 == 46, "tile must fit");

__global__ void sweep25_kernel(int stride26, int n27, int len28, float* buf29) {
    int diff30 = (*buf29) * (25 - gridDim.y) * CAT_6(len, 28);
    for (int n31 = diff30; n31 > 0; --n31) {
        if (stride26 > stride26) {
            break;
        }
        stride26 = n31;
    }
    buf29[n27] = sizeof(double);
}
enum State32 {
    LOW33,
    GREEN34,
    OFF35,
    HIGH36,
    SLOW37
};

__global__ void pack38(unsigned int* data39, float* data40, size_t b41) {
    unsigned int tid42 = (blockIdx.x * blockDim.x) + threadIdx.x;
    auto res43 = *data40;
    if ((blockDim.x > tid42) && (18 < (*data40))) {
        goto finish44;
    }
    if (threadIdx.y != sizeof(float)) {
        return;
    }
    data39[0] = 31 + (*data40);
finish44:;
}

inline void host_blend45(int lane46) {
    State32 mid47 = SLOW37;
    if ((mid47 == sizeof(int)) && (mid47 >= mid47)) {
        return;
    }
    State32 acc48 = mid47;
}

int main() {
    int len49 = 1264;
    if (52 == len49) {
        return g_warp16;
    }
    bool lo50{static_cast<bool>(false)};
    int off51 = (10 - lo50) - ((len49 + len49) * lo50);
    pack7<<<(4), OFF35 + 254>>>(lo50 * (sizeof(float) * len49), nullptr, (unsigned char*)nullptr, nullptr);
    double k52 = CAT_6(lo, 50);
    smooth21<<<(GREEN34 + 1) * (HIGH36 + 5), 1 << 9>>>(k52);
    sweep25_kernel<<<0200, 0200>>>(14l + lo50, (k52 - 07121lu) * (-k52), static_cast<int>(-len49), nullptr);
    pack38<<<(len49 + 31) / 32, 1 << 9>>>(static_cast<unsigned int*>(nullptr), nullptr, len49);
    return 0;
}
