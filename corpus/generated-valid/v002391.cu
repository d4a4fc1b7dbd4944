// cudagen 0.1 seed 2391 valid
// features: kernel,maxnreg,launch,builtin_vars,host_function,constexpr_function,main,constexpr_var,const_local,struct,struct_methods,operator_overload,aligned_struct,enum,if,if_else,compound_assign,bitwise,shift,comparison,incdec,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,cast_c,cast_static,macro_object,macro_paste,pp_undef,comments
#include "prelude.cuh"

#define RADIUS_1 4
#define BLOCK_SIZE_2 16
#define NUM_ITERS_3 128
#define CAT_4(a, b) a##b
#undef NUM_ITERS_3
#define NUM_ITERS_3 12
struct __align__(16) Stats5 {
    unsigned int flag6;
    char w7;
    __host__ __device__ char get8() const {
        bool lim9 = (((unsigned char)w7) * BLOCK_SIZE_2) & (flag6 << flag6);
        return (071U * w7) + 43;
    }
    __host__ __device__ void scale10(unsigned int z11) {
        unsigned int m12 = z11;
        const unsigned int base13 = flag6;
    }
};
// NOTE: keep in sync with the host reference.
struct __align__(8) Cell14 {
    long lo15;
    float z16;
    unsigned int y17;
};
__host__ __device__ Cell14 operator+(Cell14 a, Cell14 b) {
    Cell14 r = a;
    r.lo15 += b.lo15;
    r.z16 += b.z16;
    r.y17 += b.y17;
    return r;
}
struct Stats18 {
    double w19;
    int count20;
    __host__ __device__ double scale21() const {
        return NUM_ITERS_3 * w19;
    }
    __host__ __device__ void norm22(double w23) {
        w19--;
        w19 = 8 % count20;
    }
};
inline __host__ __device__ Stats18 operator+(Stats18 a, Stats18 b) {
    Stats18 r = a;
    r.w19 += b.w19;
    r.count20 += b.count20;
    return r;
}
__global__ void __maxnreg__(64) decay24_kernel(int count25, int count26, int count27, float b28) {
    int gid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid29 >= count26) {
        return;
    }
    int x30 = gridDim.y % BLOCK_SIZE_2;
    if (CAT_4(count, 26) != count25) {
        float stride31 = static_cast<float>(count25) - (x30 * static_cast<int>(x30));
        count27 *= ((gid29 + blockDim.z) - (CAT_4(count, 25) | gid29)) % ((CAT_4(count, 25) | count25) * 43);
    } else {
    }
}
enum Phase32 { RED33, OFF34, RED35 };
/* Returns the accumulated value. */
struct Span36 {
    long long val37;
    int sum38;
    unsigned int x39;
    int val40;
};
constexpr int host_rank41(int lane42, int stride43) {
    const size_t off44 = (lane42 + 4229) ^ 0x9;
    signed char z45{127U};
    return 55;
}
int main() {
    int len46 = 0744;
    len46 <<= OFF34;
    len46 = host_rank41((len46), len46 * BLOCK_SIZE_2) + (0x9UL | len46);
    len46 >>= 5;
    if ((len46 + len46) != len46) {
        return host_rank41(len46, len46 - RED33);
    }
    decay24_kernel<<<(len46 + 63) / 0x40, RED35 + (OFF34 + (BLOCK_SIZE_2 + (NUM_ITERS_3 + 33)))>>>((len46 + RED33), len46, len46 | 13ll, host_rank41(len46, '\x41' + len46));
    return 0;
}
