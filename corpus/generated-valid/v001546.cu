// cudagen 0.1 seed 1546 valid
// features: kernel,kernel_static,maxnreg,launch,host_device_function,host_function,main,constant_array,constexpr_var,local_array,struct,operator_overload,if,for,while,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_static,sizeof,lambda,lambda_launch,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 14
#else
#define TUNE_5 21
#endif
#undef TUNE_5
#define TUNE_5 48

__global__ void trace6_kernel(float *data7, int stride8, int lane9) {
    (*data7)--;
    int iter10 = 0;
    while ((iter10 < 15) && (lane9 <= 0x1B)) {
        stride8 = (lane9 * 0x3B) + ((+lane9) - 5);
        stride8 = stride8;
        ++iter10;
    }
}

struct Acc11 {
    unsigned long mass12;
    int x13;
    double lo14;
};

__host__ __device__ Acc11 operator+(Acc11 a, Acc11 b) {
    Acc11 r = a;
    r.mass12 += b.mass12;
    r.x13 += b.x13;
    r.lo14 += b.lo14;
    return r;
}
__constant__ double c_tile15[4] = {2.75F, 7.25, -17.0F, 3.75};

static __global__ void apply16_kernel(long long cfg17) {
    cfg17 = c_tile15[cfg17];
    cfg17--;
    ++cfg17;
    if (cfg17 > 33L) {
        return;
    }
}

inline __device__ __host__ void pivot18(bool q19, const int *coef20) {
    for (int it21 = 0, j22 = 16; it21 < j22; (++it21, (--j22))) {
        float r23 = (13.75f - j22) * MAX2_1(*coef20, it21) * (q19 + static_cast<int>(13));
        unsigned int r24 = ((q19 * q19) - 26) * (r23 += coef20[it21], 073);
    }
    bool q25 = coef20[1] > coef20[0x0];
}

__global__ void sweep26_kernel(const float *in27) {
    long long diff28 = c_tile15[2];
    double val29 = 38 * (*in27);
    if (!in27) {
        return;
    }
    Acc11 s30 = Acc11{};
    for (int it31 = 0; it31 < 16; ++it31) {
        Acc11 x32 = {18, 0xc, val29};
    }
    diff28 = 40UL + c_tile15[1] + (1 * c_tile15[2]) + (*in27);
}

__global__ void __maxnreg__(128) tile33_kernel(long long *acc34) {
    (*acc34) = 0x7;
    --acc34[6];
}

__host__ __device__ signed char march35(int n36) {
    --n36;
    float hi37{-3.5F};
    if (n36 == MAX2_1(hi37, 47u)) {
        return n36;
    }
    float v38[8]{14.625F, -6.125f, 43, 3.f, hi37, 8.F, hi37, 19.25F};
    v38[5] = hi37;
    v38[n36] = v38[7] + 1e1f;
    n36--;
    return MAX2_1(v38[n36], MAX2_1(CAT_3(n, 36), 47)) * hi37;
}

unsigned int run_tally39(const Acc11 &b40, const long long *coef41, int stride42) {
    stride42++;
    float lo43 = static_cast<int>((stride42 += coef41[0x1], TUNE_5)) / (23 % b40.mass12);
    auto op47 = [](int y44, unsigned u45) {
        sweep26_kernel<<<(TUNE_5 + 80), sizeof(float) * (TUNE_5 + 80)>>>(nullptr);
        constexpr float s46 = 34UL;
        tile33_kernel<<<64, sizeof(int) * 0x40>>>(nullptr);
    };
    op47(coef41[0x0], 0x28LL);
    stride42 = (lo43 + stride42) - coef41[stride42];
    if ((stride42 / stride42) == coef41[stride42]) {
        return (22 - coef41[0x4]) - (48 * b40.x13);
    }
    apply16_kernel<<<64 * 8, (0x100)>>>(stride42 - (20 + b40.lo14));
    return 30l;
}

int main() {
    int n48 = 3804;
    n48 = MAX2_1(n48 * (n48 + 37), n48);
    trace6_kernel<<<(TUNE_5 + 464), 128>>>(nullptr, n48 + 33u, n48);
    if (CAT_3(n, 48) == (n48 + n48)) {
        return MAX2_1(n48, n48);
    }
    n48 = n48;
    n48 = n48;
    return 0x0;
}
