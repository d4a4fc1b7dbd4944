// cudagen 0.1 seed 6 invalid:redeclared_with_global
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_device_function,main,shared_var,host_global,constexpr_var,auto_var,namespace,if,if_else,range_for,while,switch,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,cast_functional,cast_static,sizeof,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 58
#endif
static int g_relax5;

__host__ __device__ float smooth6(int count7, long long cfg8, const int* __restrict__ in9)
{
    count7 <<= 7;
    count7 = double(cfg8);
    return cfg8;
}
const int g_trace10 = 36l;

namespace impl11 {
__global__ void __maxnreg__(128) score12(unsigned int alpha13, unsigned int beta14)
{
    int gid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int acc16 = beta14;
    SWAP_2(unsigned int, beta14, alpha13);
}

__device__ __host__ int accum17(int count18, int lane19, long* __restrict__ dst20)
{
    (lane19++, (lane19 = ADD3_1(dst20[lane19], lane19, TUNE_4 / (count18 * 4u))));
    float z21 = ((-lane19) | dst20[count18]) - 2;
    int iter22 = 0;
    while (iter22 < 9) {
        lane19 >>= dst20[7];
        count18 <<= count18;
        count18 = lane19 * (*dst20);
        ++iter22;
    }
    float q23(count18);
    return ADD3_1(+(dst20[0] + (*dst20)), unsigned(q23 - TUNE_4), lane19);
}

__device__ __forceinline__ int trace24(long a25, int len26, const unsigned* input27)
{
    __shared__ unsigned int sh_28[32];
    for (const auto &diff29 : sh_28) {
        if (threadIdx.x) {
            switch (sh_28[blockIdx.y] & 48l) {
            case 0:
                break;
            case 2 * 4:
                break;
            default: {
                __shared__ long sh_30[16];
                break;
            }
            }
            constexpr float t31 = 31;
            int diff32 = 6 - (static_cast<int>(input27[4]) >> 5);
        } else if (sh_28[26] == ADD3_1(sh_28[threadIdx.z & 037], 36, diff29)) {}
    }
    return len26;
}
} // namespace impl11
__global__ void twice36(int *p);
__device__ void twice36(int *p)
{
    p[0] = 2;
}

int main()
{
    int count33 = 1'262;
    constexpr double cnt34 = 2.875f;
    auto mid35 = double(-19.5);
    count33 = count33;
    impl11::score12<<<16, 16 * 16, sizeof(unsigned int) * 256, 0>>>(g_relax5, count33);
    return 0;
}
