// cudagen 0.1 seed 1719 valid
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,device_function,device_forceinline,static_device_function,device_template_function,host_function,main,device_array,shared_var,shared_2d,constexpr_var,const_local,if,while,do_while,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_functional,lambda,lambda_capture_value,lambda_mutable,macro_function
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

static __device__ __forceinline__ unsigned long march5(int len6, int count7) {
    float flag8 = count7 * 6;
    int pass9 = 0;
    do {
        __shared__ int sh_10[32];
        ++pass9;
    } while ((pass9 < count7) && ((threadIdx.x / 434) > flag8));
    len6 = pass9;
    return 8;
}

template <typename T, int N>
__device__ __forceinline__ int fuse11(T *dst12) {
    char m13 = 0x7F;
    if (dst12[m13] <= 34U) {
        return N;
    }
    const float h14 = blockDim.x;
    m13 = 3 - (h14 / 45ul);
    if ((h14 - warpSize) == N) {
        return dst12[4];
    }
    m13 = h14;
    dst12[m13 & 7]--;
    return march5(march5(ADD3_1(warpSize, 0x3B, N), march5(m13, m13)), N % (m13 * N));
}
static __device__ int d_accum15[16];

__global__ void __launch_bounds__(32, 0x3) sweep16_kernel(int *buf17, const int *coef18, int count19, const unsigned int *input20) {
    int tid21 = threadIdx.x;
    count19 = march5(~tid21, (count19 + gridDim.x) * coef18[tid21 & 7]);
    if ((tid21 > 45) || ((*coef18) <= buf17[2])) {
        return;
    }
    if (coef18[count19] == (count19 += d_accum15[8], 37U)) {
        return;
    }
    ++d_accum15[8];
    (++buf17[count19], (d_accum15[2] = +((input20[4]) - 36)));
    double w22 = coef18[threadIdx.x & 0b111];
}

static __device__ float count23(int count24, int lane25) {
    lane25 = 46;
    lane25 = ((d_accum15[0x7] + d_accum15[9]) | (count24 - lane25)) % ((int)(9 % d_accum15[lane25]));
    ++d_accum15[count24];
    int iter26 = 0;
    while ((iter26 < 0b101) && (lane25 != 58)) {
        __shared__ float sh_27[12][2];
        --count24;
        ++iter26;
    }
    return march5(+d_accum15[13], -14) * d_accum15[3];
}

float run_bias28(unsigned char b29, float beta30, const float *input31) {
    const char *x32 = R"(raw \n text)";
    (++b29, (b29 = input31[b29 & 0x7] + 53));
    --b29;
    auto op33 = [=]() mutable -> int {
        b29 = 47ull;
        ++b29;
        beta30 = beta30;
        return beta30 * (*input31);
    };
    float sum34 = b29;
    b29 = ((1076 | b29) & (43U - x32[0])) % 0x60C;
    sweep16_kernel<<<dim3(64 * 2, 16 * 16, 32), dim3(8, 512)>>>(nullptr, nullptr, (+x32[1]) - (input31[b29 & 0x7] / beta30), nullptr);
    return x32[0b0];
}

int main() {
    int len35 = 770;
    int pass36 = 0;
    while ((pass36 < pass36) && ((len35 & len35) & 1)) {
        int off37 = pass36 % int((float)len35);
        len35 = run_bias28(run_bias28(off37, 3.875f, nullptr), 20.75f, nullptr);
        off37 = 0xA | pass36;
        ++pass36;
    }
    --len35;
    return 0;
}
