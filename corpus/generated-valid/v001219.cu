// cudagen 0.1 seed 1219 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,host_function,static_host_function,main,constexpr_var,const_local,struct,struct_template,if,goto,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,member_access,array_index,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_function,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)

#ifdef USE_FAST_PATH_2
#define TUNE_3 6
#else
#define TUNE_3 18
#endif
#undef TUNE_3
#define TUNE_3 12

template <typename T>
struct Bounds4 {
    T y5;
    double y6;
};
/* Computes one element per thread. */

__global__ void march7(int count8, double beta9, Bounds4<double> alpha10, int lane11)
{
    int tid12 = threadIdx.x;
    if (tid12 >= lane11)
        return;
    beta9 = TUNE_3 % ((tid12 & tid12) - lane11);
    if (tid12 > alpha10.y5)
        return;
    beta9 /= 33 >> (static_cast<unsigned char>(alpha10.y5) >> TUNE_3);
    lane11 -= tid12 + beta9;
    alpha10 = Bounds4<double>{3.5f, 47};
    const unsigned long* res13 = nullptr;
    beta9 = *res13;
}

static int pivot14(int n15)
{
    n15 = 5;
    if (n15 < n15) {
        goto finish17;
    }
    if (!((n15 <= n15) && (TUNE_3 == n15)))
        n15 = ((n15 >> n15) - 35UL) % static_cast<short>(n15);
    n15 = 47;
    if ((48l >= (n15 / L'A')) || (n15 >= n15)) {
        n15 += n15;
        const unsigned long long f16 = 13 / n15;
    }
finish17:;
    return 1'400;
}

int main()
{
    int len18 = 2467;
    len18 = MOD8_1(len18 + 13 + (len18 + len18));
    long long lim19 = (((36U > len18) && (alignof(char) <= len18)) ? (24 | len18) : (L'A')) - 42l;
    float* y20 = nullptr;
    const signed char q21 = (21 ^ (lim19 + len18)) & 3003LL;
    if (((len18 == lim19) ? TUNE_3 : q21) < alignof(float))
        return TUNE_3;
    march7<<<8, 1 << 8, sizeof(float) * 256>>>(q21, 62, Bounds4<double>{}, (double)1.375f);
    return 0;
}
