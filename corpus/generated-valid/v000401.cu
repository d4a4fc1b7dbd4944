// cudagen 0.1 seed 401 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,device_function,main,shared_var,constexpr_var,const_local,if,goto,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_bool,lit_nullptr,cast_c,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define RADIUS_1 32
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 19
#endif

template <typename T, int N>
__global__ void __launch_bounds__((RADIUS_1 + (TUNE_5 + (TUNE_5 + (TUNE_5 + 39))))) mix6(T cfg7, int *__restrict__ out8) {
    cfg7 = (N * (-out8[1])) / (49 - (*out8));
    cfg7 = out8[5];
    T diff9 = CAT_3(cfg, 7);
}
// Layout: row-major, no padding.

inline __device__ signed char grow10(float b11, long long cfg12) {
    b11 = (4 + b11) - 1.25f;
    int w13 = 52;
    float off14 = (0b111010 - b11) + 5.75f;
    w13 = w13 * (TUNE_5) * 'a';
    off14 = -57L;
    return TUNE_5;
}

extern "C" {
__global__ void split15(int *__restrict__ acc16) {
    if (((*acc16) / '\a') == (*acc16)) {
        return;
    }
    const short y17 = 46u / (((signed char)(*acc16)) / (*acc16));
    double *idx18 = nullptr;
    int *flag19 = acc16;
    if (idx18[y17] > 0b111000) {
        goto skip20;
    }
    flag19[0] -= (char)(*idx18);
skip20:;
}
}
// Computes one element per thread.

__device__ char spread21(int *__restrict__ data22, const double *coef23, float cfg24) {
    __shared__ unsigned char sh_25[128];
    bool y26 = false - ((*data22) % sh_25[28]);
    return RADIUS_1 - ((int)(cfg24 - RADIUS_1));
}

__device__ void smooth27(int count28, long q29) {
    if ((q29 - q29) != q29) {
        return;
    }
    __shared__ int sh_30[sizeof(int) * 64];
    sh_30[q29] += 0b100ul;
}

int main() {
    int n31 = 3563;
    n31 &= '\a';
    n31 = (n31 + n31) - (n31 * n31 * 33);
    n31 /= (TUNE_5 % n31) + (n31 + (48 + n31));
    n31 = ((n31 / RADIUS_1) - n31);
    n31 %= 60 + n31 + n31 + ((int)n31);
    mix6<double, 0b101><<<(n31 + 31) / 0b100000, (TUNE_5 + (RADIUS_1 + (TUNE_5 + 186))), sizeof(double) * 32, nullptr>>>(n31, (int*)nullptr);
    split15<<<32, 4 * 16>>>((int*)nullptr);
    return 0b0;
}
