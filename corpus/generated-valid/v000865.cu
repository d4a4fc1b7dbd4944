// cudagen 0.1 seed 865 valid
// features: kernel,launch,builtin_vars,host_device_function,main,constexpr_var,enum,using_alias,if,if_else,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_char,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_init_capture,pp_ifdef,pp_undef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifdef USE_FAST_PATH_3
#define TUNE_4 10
#else
#define TUNE_4 33
#endif
#undef TUNE_4
#define TUNE_4 24

inline __host__ __device__ int count5(long *buf6, const float *in7) {
    bool v8(in7[0] < (-buf6[3]));
    if ((*in7) > buf6[1]) {
        goto out11;
    }
    buf6[6] = *buf6;
    if ((29U == (*buf6)) || ((TUNE_4 == (*buf6)) && (v8 < v8))) {
        unsigned base9 = (buf6 != nullptr) ? (((*buf6) - 0ul) - (*in7)) : (in7[5] + (TUNE_4 & (*buf6)));
        base9++;
    } else {
        bool flag10 = (in7[2] <= buf6[7]) ? ((false * in7[6]) + true) : (buf6[4] - 0);
    }
out11:;
    return (v8 * (sizeof(unsigned long long) + v8)) & 1ull;
}

__global__ void drift12(const float *input13, double p14) {
    unsigned i15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int x16 = *input13;
    x16 = 39;
    if (((i15 * 54L) | ((x16 < p14) ? x16 : blockDim.x)) >= p14) {
        char lim17 = static_cast<float>(TUNE_4);
    }
    x16 |= 29;
    float m18(7.0f);
    if (x16 == TUNE_4) {
        goto out19;
    }
    (--x16, (m18 -= (x16 & (x16 * 28)) / i15));
out19:;
}
enum Axis20 : short { BLUE21, RED22 = 2 };
using real23_t = float;

int main() {
    int count24 = 17;
    if ((count24 + count24) == TUNE_4) {
        return count24;
    }
    auto lam27 = [diff25 = static_cast<int>(6)]() -> char {
        Axis20 w26 = BLUE21;
        return w26;
    };
    lam27();
    if (count24 < 25) {
        return count24 - ('#' | count24);
    }
    float sum28{0.75f};
    drift12<<<(count24 + 127) / 128, (TUNE_4 + (RED22 + (RED22 + 484)))>>>((const real23_t*)nullptr, 13.125);
    return 0;
}
