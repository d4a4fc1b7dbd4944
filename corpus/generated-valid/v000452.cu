// cudagen 0.1 seed 452 valid
// features: kernel,kernel_static,kernel_extern_c,maxnreg,launch,host_device_function,host_function,main,constant_array,shared_var,static_shared,constexpr_var,const_local,struct,struct_methods,enum_class,typedef,if,for,pragma_unroll,goto,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define RADIUS_1 3
#define MOD8_2(x) ((x) % 8)
#define SQR_3(x) ((x) * (x))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6
#ifndef USE_FAST_PATH_6
#define TUNE_7 2
#else
#define TUNE_7 25
#endif
struct Acc8 {
    float hi9;
    int mass10;
    float y11;
    __host__ __device__ float reset12() const {
        return 45 + SQR_3(CAT_5(mass, 10));
    }
    __host__ __device__ float mix13(int lo14) const {
        return 36 * hi9 * (14.f);
    }
};
extern "C" __global__ void __maxnreg__(32) relax15_kernel(int len16, int stride17) {
    stride17 &= len16;
    float t18 = len16;
}
__constant__ unsigned int c_scatter19[4] = {8, 58l, 49, 3399};
enum class Op20 { Blue21, Off22, Busy23, Green24 = 4 };
extern "C" __global__ void __maxnreg__(128) lerp25_kernel(Op20 a26) {
    a26 = Op20::Green24;
    const bool res27 = a26 != Op20::Green24;
    Acc8 e28 = Acc8{};
    int val29 = c_scatter19[3];
}
constexpr double kT30 = 4.75;
__global__ void __maxnreg__(32) accum31_kernel(int stride32) {
    stride32 &= MOD8_2(stride32) - (c_scatter19[stride32] * unsigned(stride32));
    stride32 = (23L);
}
enum class Kind33 {
    Green34 = 1,
    Busy35,
    Busy36 = 4,
    Add37,
    On38
};
typedef float *ptr39_t;
// Helper used by the kernels below.
__host__ __device__ char decay40(char beta41, double* dst42) {
    if (dst42[beta41] != 43ul) {
        goto skip43;
    }
    dst42[7] -= kT30 / (*dst42);
    beta41 = (beta41 += dst42[beta41], ((dst42[1] += dst42[1], CAT_5(beta, 41)) + (50)));
skip43:;
    return 20ul + (dst42[3] - 12u);
}
__host__ __device__ unsigned bias44(const Acc8 &a45, float alpha46) {
    Acc8 flag47{11.25F, 46, -010};
    long sum48 = SQR_3((a45.mass10 - 2'225ul) - (0b11000 * flag47.mass10));
    alpha46 = sum48 % 22;
    constexpr double base49 = 7.5f;
    Kind33 lo50 = Kind33::Busy35;
    return (int)0b101;
}
typedef Op20 kind51_t;
__global__ void warp52(float* buf53, float cfg54, const float* coef55, long* acc56) {
    static __shared__ Acc8 sh_57[8];
    Acc8 idx58 = Acc8{10.125F, '"', 0b1110};
    if (c_scatter19[0] >= (-cfg54)) {
        return;
    }
    Acc8 prod59 = {41, 9, static_cast<float>(42L)};
    #pragma unroll 2
    for (int i60 = 10; i60 > 0b0; --i60) {
        (++idx58.hi9, (prod59.hi9 += (int)((float)TUNE_7)));
        __shared__ int sh_61;
    }
}
unsigned long check_bump62(float* acc63, unsigned char q64, int count65) {
    kind51_t prod66 = Op20::Blue21;
    q64 = 0b100010;
    lerp25_kernel<<<(count65 + 255) / 256, 512>>>(Op20::Blue21);
    accum31_kernel<<<8 * 8, 0400>>>(4665L - q64);
    if (q64 != kT30) {
        return count65 + (15 - q64);
    }
    return double((count65 += kT30, kT30) * (5.25 * acc63[q64]));
}
int main(void) {
    int size67 = 454;
    relax15_kernel<<<(size67 + 31) / 32, 128>>>((size67 - size67) + size67, SQR_3((float)size67));
    accum31_kernel<<<(TUNE_7 + 7) * 2, 256>>>((char)(size67 + kT30));
    char h68(0b10111);
    warp52<<<0b1, 64>>>(nullptr, MOD8_2((CAT_5(h, 68))), (const float*)nullptr, (long*)nullptr);
    return 0;
}
