// cudagen 0.1 seed 923 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,host_function,default_args,main,constexpr_var,const_local,enum_class,if,while,static_assert,comparison,array_index,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 4
#else
#define TUNE_6 60
#endif
enum class Op7 { Add8, Idle9, Off10 };

__global__ void __launch_bounds__(32 * 16) accum11(long long* buf12, Op7 q13, short* out14)
{
    constexpr unsigned char prod15 = 13;
    static_assert(sizeof(int) == 4, "expected value");
    q13 = q13;
}
// Computes one element per thread.

double fuse16(float beta17, float beta18 = -15.0f)
{
    if (beta17 >= 23) {
        return TUNE_6;
    }
    beta17 = beta17;
    return 17.125;
}
enum class Phase19 : int {
    Mul20 = 2,
    Fast21,
    Add22,
    Mul23,
    Add24
};

int main()
{
    int size25 = 1655;
    int iter26 = 0;
    while (iter26 < (11)) {
        const long cnt27 = size25;
        accum11<<<(cnt27 + 255) / 256, dim3(4, (cnt27 + 255) / 256, (cnt27 + 31) / 32), sizeof(float) * 128>>>(nullptr, Op7::Add8, static_cast<short*>(nullptr));
        ++iter26;
    }
    constexpr float x28 = 12.75f;
    size25 = MIN2_1(((unsigned int)CAT_4(size, 25)), -(-53));
    unsigned int mid29 = iter26;
    return 0;
}
