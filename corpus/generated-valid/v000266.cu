// cudagen 0.1 seed 266 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,host_device_function,host_function,main,device_var,constexpr_var,auto_var,enum_class,if,do_while,switch,switch_fallthrough,goto,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement,comments
#include "prelude.cuh"

#define NUM_ITERS_1 5
#define NUM_ITERS_2 64
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
__device__ float d_kick4 = 2.625f;
// Layout: row-major, no padding.

__global__ void grow5(int lane6, long long *__restrict__ buf7, signed char *dst8, const int *__restrict__ src9)
{
    --buf7[lane6];
    float res10 = src9[6];
}

static __global__ void trace11_kernel(int count12, signed char *dst13, unsigned long beta14, double *acc15)
{
    switch (count12) {
    case 7:
        d_kick4 = 19.25f;
        break;
    case NUM_ITERS_1:
    case 9:
    case 0:
        beta14 = (-(23 % count12));
        break;
    default: {
        long prod16 = *acc15;
        break;
    }
    }
    count12--;
}
// Layout: row-major, no padding.

__global__ void gather17_kernel(int *__restrict__ acc18)
{
    if (acc18 == nullptr) {
        goto done19;
    }
    --(*acc18);
    --acc18[5];
done19:;
}

inline __host__ __device__ int drift20(int count21, int count22, bool b23)
{
    count22--;
    constexpr int r24 = NUM_ITERS_1 + (0x3 * 3);
    return (-(r24 + count21));
}

__global__ void accum25(const unsigned char *in26)
{
    d_kick4 = ((*in26) & (31U * in26[0x5])) % (*in26);
    d_kick4 = ((~in26[5]) + drift20(11, NUM_ITERS_1, (*in26) < NUM_ITERS_1)) | drift20(*in26, d_kick4 + d_kick4, d_kick4 / NUM_ITERS_1);
    d_kick4--;
    unsigned char x27(drift20((NUM_ITERS_2 * in26[0b101]) % drift20(12, in26[0x0], d_kick4), sizeof(long), in26[0x1]));
    float cnt28 = NUM_ITERS_2 % ((in26[x27] * 37) - (60ul ^ x27));
    if (drift20(28, 0x10, cnt28 == 16u) < (*in26)) {
        goto skip29;
    }
    cnt28 += drift20(drift20(NUM_ITERS_2, 6l, in26[x27] <= 040) ^ (in26[x27 & 7] ^ in26[5]), drift20(in26[7] ^ 0100, in26[x27], cnt28 >= 27), (cnt28) + drift20(x27, x27, cnt28 < 0x2C));
skip29:;
}
enum class Axis30 : long {
    Slow31,
    Busy32,
    Red33 = 3,
    Add34,
    Mul35
};
__device__ int d_split36 = (NUM_ITERS_1 + (NUM_ITERS_1 + 0x2D));

__host__ __device__ long bias37(Axis30 b38, int lane39)
{
    lane39 ^= static_cast<short>(1614);
    b38 = Axis30::Red33;
    drift20(lane39 ^ drift20(5, lane39, lane39 >= lane39), 56, !(!lane39));
    unsigned char *lo40 = (unsigned char*)nullptr;
    int *sum41 = nullptr;
    lane39 = drift20(2, (*lo40) * ((*lo40) & 14), lane39 < drift20(lane39 * 567U, 49U, drift20(NUM_ITERS_1, 58, lo40[2] < NUM_ITERS_2) < lo40[7]));
    Axis30 t42 = b38;
    return *lo40;
}

unsigned char host_decay43(int lane44, int lane45)
{
    int lo46 = bias37(Axis30::Slow31, lane44 + 61) / lane44;
    grow5<<<(lo46 + 255) / 256, 32, sizeof(double) * 32>>>(drift20(lo46, ~lane44, false - lo46), static_cast<long long*>(nullptr), nullptr, &lo46);
    auto hi47 = bias37(Axis30::Slow31, NUM_ITERS_1 / lane44) - static_cast<float>(lane45 * lane44);
    Axis30 tmp48 = Axis30::Add34;
    Axis30 hi49 = tmp48;
    if ((lane44 <= lane45) || (hi47 >= 22)) {
        goto out50;
    }
    hi49 = Axis30::Mul35;
    if ((lane45 - 47u) <= NUM_ITERS_1) {
        return lane44;
    }
out50:;
    return 3083 | (lane45 + lane44);
}

int main()
{
    int len51 = 1219;
    const char *m52 = "\"q\"";
    double k53 = (drift20(bias37(Axis30::Red33, 828), host_decay43(50lu, 55), (len51 | 42) != 48));
    int pass54 = 0;
    do {
        k53 += -19.375f;
        ++pass54;
    } while (pass54 < len51);
    len51 *= (-bias37(Axis30::Add34, k53)) | ((len51 * len51) + drift20(k53, 0ll, len51 > len51));
    trace11_kernel<<<0x2, 512>>>((m52[0] / len51) + NUM_ITERS_1, nullptr, -drift20(k53, 53, m52[0] > NUM_ITERS_1), nullptr);
    gather17_kernel<<<(len51 + 31) / 32, NUM_ITERS_1 + (NUM_ITERS_1 + 246)>>>(nullptr);
    accum25<<<(pass54 + 127) / 0x80, 0b1000000, 0x100>>>(nullptr);
    return 0x0;
}
