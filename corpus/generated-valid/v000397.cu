// cudagen 0.1 seed 397 valid
// features: kernel,restrict_params,launch,launch_shared_mem,device_function,host_function,main,shared_var,constexpr_var,auto_var,enum_class,namespace,if,if_else,do_while,compound_assign,bitwise,logical,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 16
#else
#define TUNE_8 29
#endif

namespace util9 {
inline __device__ void warp10(unsigned long *out11, int count12)
{
    float y13 = (NUM_ITERS_1 - ADD3_3(count12, 3, out11[count12])) * ((52 + count12) % (25 + (*out11)));
    (*out11) = count12;
}
enum class Kind14 { Low15, Busy16 = 2, Add17 };
enum struct Level18 : unsigned char { Mul19, High20 = 6 };
} // namespace util9

__global__ void apply21_kernel(float *data22)
{
    int v23 = -35;
    if (-v23) {
        return;
    }
    int iter24 = 0;
    do {
        if ((iter24 & v23) == 26u) {
            continue;
        }
        ++iter24;
    } while ((iter24 < v23) && (ADD3_3(iter24, 0b10, NUM_ITERS_1) >= 0b11100));
    __shared__ short int sh_25[256];
    v23 = ((unsigned char)(7 | iter24)) ^ v23;
    sh_25[v23] %= (static_cast<unsigned char>(sizeof(unsigned)));
}

void host_tally26(const unsigned *__restrict__ input27, int len28, int *acc29)
{
    (*acc29) = 42;
    apply21_kernel<<<(TUNE_8 + 112) * 2, 128, sizeof(double) * 256>>>(nullptr);
    double v30 = acc29[5];
    int lim31 = v30;
    apply21_kernel<<<16 * (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + NUM_ITERS_1))), 128>>>(nullptr);
}

int main()
{
    int n32 = 457;
    if ((n32 + n32) > ADD3_3(n32, n32, alignof(double))) {
        n32 = NUM_ITERS_1 + (n32 + n32);
    }
    util9::Kind14 y33 = util9::Kind14::Low15;
    if ((static_cast<short>(n32) - (NUM_ITERS_1 + n32)) != static_cast<float>(3.75F)) {
        auto stride34 = n32;
        SWAP_4(int, n32, stride34);
    } else {
    }
    return 0;
}
