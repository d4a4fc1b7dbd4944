// cudagen 0.1 seed 402 invalid:break_outside_loop
// features: kernel,launch,builtin_vars,host_function,default_args,main,constexpr_var,const_local,enum,if,for,while,static_assert,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,lambda,lambda_init_capture,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 10
#else
#define TUNE_3 42
#endif
enum Phase4 : long { FAST5, HIGH6 = 2, BLUE7 };
enum Mode8 {
    FAST9,
    ADD10,
    LOW11,
    GREEN12 = 5,
    ADD13
};

__global__ void bump14_kernel(int lane15, const double *coef16) {
    lane15 *= 4795;
    lane15 = coef16[5];
    lane15 |= threadIdx.x;
    for (int n17 = lane15; n17 > 0x0; --n17) {
        lane15 %= lane15;
    }
    if (((*coef16) + 27) < blockIdx.x) {
        return;
    }
}
static constexpr int DEPTH18 = (0x2);
static_assert((0x2 * 9) > 17, "expected value");

inline __host__ long long decay19(int len20, int count21 = 60U) {
    int iter22 = 0;
    while (iter22 < 16) {
        bump14_kernel<<<(iter22 + 0xff) / 256, 0x200>>>(((iter22 & 0x1) ? 11 : len20) ^ (DEPTH18 * iter22), nullptr);
        ++iter22;
    }
    SWAP_1(int, count21, len20);
    return DEPTH18;
}

int main() {
    int size23 = 1592;
    break;
    auto fn29 = [prod24 = size23](int res25, short prod26) -> float {
        const float u27 = decay19(prod26, 41u);
        unsigned char m28 = ((DEPTH18 % res25) - (0xA + prod24)) % prod24;
        return res25;
    };
    size23 = LOW11;
    decay19(decay19(-DEPTH18, DEPTH18), decay19(size23 - FAST9, decay19(DEPTH18, 29ULL)));
    size23 = GREEN12;
    return 0;
}
