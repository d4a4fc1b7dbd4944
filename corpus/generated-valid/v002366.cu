// cudagen 0.1 seed 2366 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,constexpr_function,main,constant_var,constexpr_var,local_array,struct,struct_methods,operator_overload,enum,typedef,using_alias,namespace,if,if_else,for,bitwise,shift,comparison,comma,pointer_arith,member_access,array_index,call,method_call,lit_int_binary,lit_int_suffix,lit_float,lit_float_exponent,lit_hex_float,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_statement,pp_if
#include "prelude.cuh"

#define RADIUS_1 32
#define TILE_DIM_2 (1 << 6)
#define TILE_DIM_3 (TILE_DIM_2)
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#if TILE_DIM_2 % 2 == 0 || TILE_DIM_2 < 4
#define CONFIG_7 2
#elif TILE_DIM_2 < 0
#error unreachable configuration
#else
#define CONFIG_7 32
#endif
typedef signed char *ptr8_t;

__global__ void clamp9(long long* acc10) {
    (*acc10) = (*acc10) * (*acc10);
    unsigned int w11 = acc10[3] + (3657);
    acc10[w11] = *acc10;
    w11 = acc10[w11];
    constexpr double q12 = -21.5F;
}

namespace ops13 {
struct Cell14 {
    float id15;
    float mass16, hi17;
    int lo18;
    __host__ __device__ float mix19() const {
        constexpr int r20 = 13;
        double base21[8]{0b110101, static_cast<double>(mass16), 500e-3, 299, 1575, 4.0, 0b11100, 14.125F};
        return id15;
    }
};
using idx22_t = long;
} // namespace ops13

constexpr __host__ __device__ int step23(int n24) {
    int flag25{8};
    return 40;
}
__constant__ short c_sweep26 = 34;
enum Op27 : long { HIGH28, FAST29, ON30, OFF31 };
constexpr int WIDTH32 = 5;

__global__ void shade33(float* out34, ops13::Cell14 cfg35, short* __restrict__ dst36) {
    ops13::Cell14 diff37 = {static_cast<float>(cfg35.mix19()), -17, static_cast<float>((*dst36) + WIDTH32), 18ul};
    if (dst36 == nullptr) {
        return;
    }
    Op27 off38 = OFF31;
    constexpr char flag39 = 28;
}

static __global__ void gather40(float* dst41) {
    for (int n42 = 0, j43 = FAST29 + (ON30 + (FAST29 + 12)); n42 < j43; (++n42, (--j43))) {
        for (int j44 = 0, j45 = n42; j44 < j45; (++j44, (--j45))) {
            if (j44 > ON30) {
                if ((j44 - (*dst41)) != RADIUS_1) {
                    return;
                }
                dst41[j44 & 7] = step23(j45) * ((float)(29 * n42));
            } else {
                float res46 = CONFIG_7;
            }
        }
    }
}

namespace util47 {
struct Pixel48 {
    char vel49;
    float w50;
    int weight51;
};

inline __host__ __device__ Pixel48 operator+(Pixel48 a, Pixel48 b) {
    Pixel48 r = a;
    r.vel49 += b.vel49;
    r.w50 += b.w50;
    r.weight51 += b.weight51;
    return r;
}
} // namespace util47

int main() {
    int len52 = 3363;
    int k53 = 64;
    k53 = len52;
    clamp9<<<0b1, dim3((128), (len52 + 31) / 32, (len52 + 127) / 128)>>>(nullptr);
    shade33<<<dim3(OFF31 + 61, 2), dim3((k53 + 63) / 64), 1 << 10, nullptr>>>(nullptr, ops13::Cell14{0x1p1F, 0x1p1f, 8.0f, 20U}, (short*)nullptr);
    gather40<<<dim3(CONFIG_7 + (OFF31 + 3), (len52 + 63) / 0b1000000, RADIUS_1 + (TILE_DIM_3 + (WIDTH32 + (WIDTH32 + 150)))), 16 * (OFF31 + (FAST29 + (OFF31 + 1))), (RADIUS_1 + 32) * 4, 0>>>(nullptr);
    return 0;
}
