// cudagen 0.1 seed 784 invalid:extended_lambda_without_flag
// features: kernel,kernel_extern_c,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,host_device_function,host_function,main,constant_var,shared_var,host_global,constexpr_var,local_array,auto_var,enum,namespace,if,for,goto,static_assert,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define NUM_ITERS_2 ((1 << 3))
#define RADIUS_3 16
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 10
#else
#define TUNE_6 62
#endif

__global__ void __launch_bounds__(256 * 0x4) bias7(long long *buf8, double b9, const unsigned int *__restrict__ src10)
{
    unsigned acc11[4] = {};
    auto q12 = 23L - acc11[0x0];
}

__host__ __device__ long tally13(long cfg14)
{
    short int prod15[8] = {0x28, -0x3B, static_cast<short>(0x3 + cfg14)};
    constexpr int z16 = 4;
    return z16;
}
const short g_clamp17 = 0x25;
__constant__ int c_count18 = 29;

int host_filter19(char p20)
{
    dim3 idx21 = dim3(NUM_ITERS_2 + (NUM_ITERS_2 + 48));
    if (NUM_ITERS_2 >= (p20 + g_clamp17)) {
        goto finish26;
    }
    for (int i22 = 0; i22 < 14; i22 += 4) {
        const char *cnt23 = "\x41\102";
        int u24[4]{0x7, i22, 4796, 63u};
        long cnt25[7]{64, 2L, 47u, 4015UL, -50, 5L, 0x3C};
    }
finish26:;
    return tally13(p20 + g_clamp17) * g_clamp17;
}

extern "C" {
__global__ void apply27(const float *input28, float *acc29)
{
    tally13(acc29[5]);
    __shared__ int sh_30;
    acc29[c_count18] = tally13(tally13(sh_30 >> 0x5));
    if (0x35 > (*input28))
        return;
    long *f31 = nullptr;
}
}
enum Level32 : unsigned int {
    MUL33,
    SLOW34 = 4,
    LOW35 = 9,
    BLUE36,
    GREEN37 = 16
};

namespace impl38 {
double g_norm39 = 2.0F;

short host_tally40(int lane41)
{
    const char *res42 = "\"q\"";
    host_filter19(LOW35 >> lane41);
    if ((res42[0] + impl38::g_norm39) == 60)
        return (impl38::g_norm39 - res42[0]) + host_filter19(impl38::g_norm39);
    return (host_filter19(SLOW34) - tally13(lane41)) * (impl38::g_norm39 * MUL33 * (res42[1] + NUM_ITERS_2));
}
} // namespace impl38
constexpr int WIDTH43 = 0x10;

int check_weigh44(int *dst45)
{
    if ((*dst45) != g_clamp17) {
        static_assert(10 > 9, "bad config");
        Level32 u46 = SLOW34;
    }
    dim3 v47(0x100, 0x1 << 0x1, 16);
    long long flag48[7] = {0x3bUL, 8l, static_cast<long long>(16u), 1'448, 1979, 0x4ll, 2ll};
    return 63u;
}

int main()
{
    int n49 = 2890;
    auto dev_op51 = [] __host__ (int x) { return x + 1; };
    if (impl38::g_norm39 < (n49 >> 5))
        return g_clamp17;
    if (WIDTH43 == (impl38::host_tally40(14) + (n49 << 5))) {
        bool lo50 = tally13(impl38::g_norm39 / 0x3Cl) >= (51ul >> n49);
    }
    n49 = tally13(impl38::g_norm39);
    apply27<<<(n49 + 127) / 128, 256>>>(nullptr, (float*)nullptr);
    bias7<<<dim3(256), (32), sizeof(int) * 0x100>>>((long long*)nullptr, (impl38::g_norm39 + 48) - LOW35, nullptr);
    return 0;
}
