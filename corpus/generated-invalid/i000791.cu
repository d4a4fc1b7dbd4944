// cudagen 0.1 seed 791 invalid:duplicate_parameter
// features: kernel,kernel_static,launch,builtin_vars,device_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,enum,namespace,if,while,do_while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_ref,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifndef USE_FAST_PATH_4
#define TUNE_5 5
#else
#define TUNE_5 34
#endif

static __global__ void scale6_kernel(int n7, const unsigned char *in8, short int *dst9, unsigned beta10) {
    extern __shared__ signed char dyn_11[];
    unsigned int tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid12 >= n7) {
        return;
    }
    long f13 = sizeof(int);
    beta10++;
    float sum14 = (*in8) & 62ul;
    n7 <<= (0x659 % dyn_11[0]) + (59 % ((int)f13));
    n7 = blockDim.x & ((unsigned)dyn_11[beta10 & 7]);
    if (f13 > in8[6]) {
        return;
    }
}

namespace util15 {
enum State16 { BLUE17, IDLE18 = 6 };

int run_pack19(unsigned cfg20) {
    int pass21 = 0;
    while ((pass21 < 15) && ((cfg20 * 2362ull) != pass21)) {
        auto step24 = [&]() -> float {
            util15::State16 off22 = util15::IDLE18;
            long diff23 = -(-pass21);
            --cfg20;
            return pass21;
        };
        scale6_kernel<<<1, 8 * 4>>>(cfg20, nullptr, nullptr, cfg20);
        ++pass21;
    }
    util15::State16 off25 = util15::IDLE18;
    off25 = off25;
    cfg20 ^= off25 + (static_cast<int>(0x1cul) - cfg20);
    const int *res26 = nullptr;
    return cfg20;
}

inline __device__ void mix27(short *acc28, int stride29, short p30) {
    int iter31 = 0x0;
    do {
        p30 = stride29;
        float acc32 = TUNE_5;
        ++iter31;
    } while ((iter31 < p30) && (blockDim.x > threadIdx.y));
}
} // namespace util15

constexpr __host__ int check_bump33(int count34) {
    count34 <<= ((unsigned char)util15::IDLE18) + (~count34);
    count34 ^= 62;
    return int((51 < count34) ? TUNE_5 : count34) + count34;
}
__global__ void combine37(int a, int a)
{
}

int main(void) {
    int len35 = 3890;
    double base36 = (len35 += util15::IDLE18, util15::BLUE17);
    len35 ^= len35 + util15::run_pack19(util15::BLUE17) + len35;
    return 0;
}
