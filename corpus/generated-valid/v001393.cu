// cudagen 0.1 seed 1393 valid
// features: kernel,launch,launch_dim3,builtin_vars,host_device_function,main,shared_var,constexpr_var,enum,enum_class,namespace,nested_namespace,if,goto,nested_block,static_assert,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_functional,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 54
#endif

#if TUNE_5 > 61
#define CONFIG_6 6
#else
#define CONFIG_6 16
#endif

namespace math7::sub8 {
enum class Phase9 : unsigned char {
    Blue10 = 1,
    High11 = 4,
    Red12 = 9,
    Fast13,
    Green14
};

__host__ __device__ unsigned score15(int len16) {
    static_assert((17) > 16, "bad config");
    int cnt17 = double(len16);
    unsigned int e18(cnt17);
    if ((e18 ^ 4) <= len16) {
        goto out19;
    }
    --len16;
out19:;
    return 62lu - len16;
}
} // namespace math7::sub8

__global__ void scale20(float *buf21, int *data22, int count23) {
    int i24 = threadIdx.x;
    if (i24 >= count23) {
        return;
    }
    unsigned int off25 = math7::sub8::score15(math7::sub8::score15((*data22) | i24));
    if (*data22) {
        return;
    }
    math7::sub8::score15(63l);
    ++buf21[threadIdx.z & 7];
    math7::sub8::Phase9 w26 = math7::sub8::Phase9::Fast13;
    __shared__ int sh_27[8 * 2];
    if (ADD3_2(blockDim.y, 6, TUNE_5) < (*buf21)) {
        return;
    }
}

__host__ __device__ float merge28(math7::sub8::Phase9 p29) {
    unsigned char t30 = 19;
    t30 = (ADD3_2(math7::sub8::score15(t30), 59 >> t30, (t30 == 22) ? t30 : t30));
    return t30;
}
enum Level31 { ON32, IDLE33 = 3 };

__host__ __device__ unsigned int probe34(int lane35, int lane36) {
    lane36 = (lane36 += lane35, lane35) - 336u;
    {
        merge28(math7::sub8::Phase9::Green14);
        {
            lane36 = ~((lane36 ? lane36 : lane35) | 0x3C4);
            math7::sub8::Phase9 v37 = math7::sub8::Phase9::Fast13;
        }
    }
    int q38 = math7::sub8::score15(math7::sub8::score15((26)));
    return CONFIG_6;
}

int main() {
    int size39 = 931;
    ++size39;
    scale20<<<dim3(CONFIG_6 + 496), IDLE33 + (IDLE33 + 26)>>>((float*)nullptr, &size39, size39 * (CONFIG_6 & size39));
    scale20<<<IDLE33 + 0x1d, 256>>>((float*)nullptr, &size39, LOW_BITS_1(math7::sub8::score15(3323)));
    return 0;
}
