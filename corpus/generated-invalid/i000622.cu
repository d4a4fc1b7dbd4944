// cudagen 0.1 seed 622 invalid:managed_const
// features: kernel,maxnreg,launch,launch_dim3,builtin_vars,host_device_function,main,constexpr_var,local_array,struct,aligned_struct,if,static_assert,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_float,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value,macro_function,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 6
#else
#define TUNE_4 23
#endif
#undef TUNE_4
#define TUNE_4 12

struct __align__(8) Node5 {
    int mass6;
    bool z7;
    int vel8, flag9;
};

inline __device__ __host__ double lerp10(long q11) {
    q11 = 42;
    q11++;
    return q11;
}

__global__ void __maxnreg__(32) split12(long long a13, float alpha14, const float* src15, long long p16) {
    int i17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (!(lerp10(i17) <= src15[4])) {
        Node5 lim18 = Node5{0b11101, static_cast<bool>(false), i17, 25};
        --p16;
        static_assert(sizeof(int) == 4);
    }
    if (!(p16 < src15[4])) {
        return;
    }
    alpha14 += (8 * lerp10(gridDim.y)) / (lerp10(2742) * (i17 % 34));
}
const __managed__ float m_const25 = 2.0f;

int main(void) {
    int len19 = 0x53e;
    len19 ^= len19;
    int y20[8] = {};
    auto lam24 = [=](unsigned char val21, float sum22) -> char {
        int w23(y20[len19]);
        return 63;
    };
    lam24(y20[len19], 4.875f);
    y20[len19] -= lerp10(lam24(len19, 29));
    if ((y20[7] * TUNE_4) > len19) {
        return lam24(y20[0b11], len19 * 9);
    }
    split12<<<dim3((len19 + 0xFF) / 256, 128, (len19 + 63) / 64), 64>>>(lam24(y20[len19] * 54, len19), lam24(len19 & sizeof(Node5), lerp10(len19)), (const float*)nullptr, lerp10(y20[len19 & 7]));
    return 0;
}
