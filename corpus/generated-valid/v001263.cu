// cudagen 0.1 seed 1263 valid
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,device_function,host_device_function,constexpr_function,main,constexpr_var,struct,operator_overload,enum_class,typedef,namespace,if,static_assert,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define CHUNK_2 32
#define HALF_3(x) ((x) / 2)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
enum class Level7 {
    Off8,
    Slow9,
    Idle10,
    Green11 = 5,
    Off12 = 9
};

__global__ void tally13_kernel(short int *dst14, unsigned *acc15) {
    float lim16 = *acc15;
    static_assert(sizeof(int) == 0x4);
    dst14[2] = U'z' + lim16;
}

struct Vec17 {
    unsigned char hi18;
    int z19;
    bool id20;
    int z21;
};

inline __host__ __device__ Vec17 operator+(Vec17 a, Vec17 b) {
    Vec17 r = a;
    r.hi18 += b.hi18;
    r.z19 += b.z19;
    r.z21 += b.z21;
    return r;
}

namespace ops22 {
typedef long idx23_t;
} // namespace ops22
constexpr unsigned LANES24 = 5;

constexpr __host__ __device__ int shade25(int lane26) {
    unsigned char diff27 = HALF_3(lane26);
    return lane26;
}

namespace util28 {
static __global__ void fuse29(const int *coef30, unsigned int b31, Vec17 p32) {
    int m33 = (coef30[b31] + 6) - (shade25(p32.z19));
    if (m33 < p32.z21) {
        return;
    }
}
enum class Color34 {
    Busy35,
    Red36,
    Mul37,
    Blue38,
    Green39
};
} // namespace util28

__device__ void apply40(float *out41, int lane42, int stride43) {
    stride43--;
    shade25(shade25(stride43 + 44));
}

int main() {
    int count44 = 3123;
    if (((count44 * '\n') / LANES24) < HALF_3(count44)) {
        count44 = shade25(shade25(count44));
    }
    cudaStream_t idx45 = (cudaStream_t)0;
    count44 = LANES24 + count44;
    tally13_kernel<<<4 * 16, 0x20 * (LANES24 + 0b11)>>>(nullptr, nullptr);
    util28::fuse29<<<sizeof(float) * 0x10, sizeof(int) * (CHUNK_2 + 32), (CHUNK_2 + (LANES24 + 0xdb)) * (LANES24 + (LANES24 + 6)), (cudaStream_t)0>>>(nullptr, (LANES24 + count44) - HALF_3(count44), Vec17{static_cast<unsigned char>(255), static_cast<int>(shade25(count44)), static_cast<bool>(count44 / LANES24), 9});
    return 0x0;
}
