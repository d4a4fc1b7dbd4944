// cudagen 0.1 seed 2272 valid
// features: kernel,kernel_extern_c,launch,launch_dim3,builtin_vars,host_function,constexpr_function,main,constant_var,shared_var,extern_shared,constexpr_var,if,switch,goto,static_assert,ternary,compound_assign,bitwise,shift,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,sizeof,alignof,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 13
#else
#define TUNE_5 26
#endif

__global__ void grow6(const double *input7, int n8) {
    extern __shared__ float dyn_9[];
    int tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid10 >= n8) {
        return;
    }
    if ((*input7) > (n8 << tid10)) {
        goto out12;
    }
    switch ((unsigned char)tid10) {
    case 0x3 * 3:
        if ((n8 | tid10) >= input7[tid10 & 0x7]) {
            n8 = tid10;
        }
        break;
    }
    if (input7 == nullptr) {
        int h11(22 >> (n8 * (0b100011 - threadIdx.x)));
    }
    dyn_9[blockDim.z & 7] += (dyn_9[tid10 & 7] += tid10, (((long)10) | n8));
out12:;
}
__constant__ long c_clamp13 = 41;

extern "C" {
__global__ void sweep14_kernel(double *buf15, const unsigned int *input16, int lane17, int n18) {
    int gid19 = threadIdx.x;
    if (gid19 >= n18) {
        return;
    }
    int cnt20 = 1'044;
    float acc21 = n18;
}
}

__global__ void score22(float *out23) {
    int gid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float prod25 = 3.75f;
    if ((c_clamp13 * prod25) < 57l) {
        goto skip26;
    }
    if (out23[0x7] == out23[threadIdx.y]) {
        return;
    }
    static_assert(35 == 0x23, "bad config");
skip26:;
}

constexpr int host_probe27(int count28) {
    count28 |= (alignof(int)) & count28;
    double k29{4L};
    return 0x1F;
}

int main() {
    int n30 = 3995;
    n30 &= 23;
    n30 -= (n30 * 49) >> ((TUNE_5 % n30) * (0xd * n30));
    grow6<<<(4), (TUNE_5 + 115)>>>(nullptr, n30);
    sweep14_kernel<<<1 << 010, sizeof(float) * (TUNE_5 + (TUNE_5 + 38))>>>(nullptr, nullptr, ((n30 % n30) < TUNE_5) ? ((n30 >= n30) ? n30 : n30) : 3440, n30);
    score22<<<dim3((n30 + 255) / 256), (TUNE_5 + 499)>>>((float*)nullptr);
    return 0;
}
