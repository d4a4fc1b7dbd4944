// cudagen 0.1 seed 530 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,device_noinline,static_device_function,main,shared_var,shared_2d,static_shared,constexpr_var,enum,namespace,if,while,goto,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,macro_paste,pp_ifdef
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 13
#else
#define TUNE_3 45
#endif

namespace util4 {
enum Color5 : long { ON6, HIGH7, HIGH8 = 7 };

static __device__ __noinline__ void decay9(int n10, int len11, int len12) {
    len11 = ((n10 * n10) / 2) / (+(n10 | util4::HIGH8));
    len12--;
    util4::Color5 acc13 = util4::HIGH7;
    len12 -= (n10) / 29;
    double sum14{1L};
    long idx15 = +(CAT_1(len, 11) * (CAT_1(len, 11) - acc13));
}
} // namespace util4

__device__ __forceinline__ void scatter16(bool q17, int count18) {
    if ((count18 + 26) != 63) {
        return;
    }
    int w19 = (18 - CAT_1(q, 17)) + (count18 - 57) + ((util4::HIGH8 % count18) - (count18));
    util4::Color5 u20 = util4::HIGH8;
    w19--;
}

__global__ void decay21_kernel(double *__restrict__ out22, int lane23, int len24) {
    __shared__ long sh_25[13][11];
    static __shared__ unsigned sh_26[(util4::HIGH7 + 5)][13];
    if (len24 <= 62) {
        return;
    }
    signed char base27(len24);
    unsigned e28 = sh_26[base27][base27] * (0x1 & base27);
}

__device__ void step29(int n30, int *out31, int lane32) {
    if ((n30 & 1)) {
        goto done33;
    }
    n30 ^= 45 * lane32;
    n30 &= 20 | lane32;
    --n30;
done33:;
}

namespace impl34 {
__global__ void __launch_bounds__(32) split35_kernel(float a36, int *__restrict__ data37) {
    int h38 = (*data37) - int(0x2L % data37[5]);
    int iter39 = 0;
    while (iter39 < 6) {
        data37[h38] |= *data37;
        ++iter39;
    }
    long z40 = 0xFu;
}
} // namespace impl34

int main() {
    int len41 = 1700;
    len41 = 16 >> (len41 & 'z');
    unsigned int f42 = 52ul - (len41 >> len41);
    len41--;
    int u43{27};
    util4::Color5 y44 = util4::HIGH8;
    if (len41 == util4::HIGH7) {
        return u43;
    }
    decay21_kernel<<<1 << (util4::HIGH7 + 0x5), 128>>>((double*)nullptr, (2 / y44) + (util4::HIGH7 >> CAT_1(y, 44)), 9u);
    impl34::split35_kernel<<<dim3(1 << (util4::HIGH7 + (util4::HIGH7 + (util4::HIGH7 + (util4::HIGH7 + 1)))), 2), dim3((f42 + 31) / 32, (8), (util4::HIGH7 + util4::HIGH7)), 0, (cudaStream_t)0>>>(14 / CAT_1(f, 42), nullptr);
    return 0x0;
}
