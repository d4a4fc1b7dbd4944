// cudagen 0.2 seed 494 valid headers
// features: kernel,launch,builtin_vars,device_function,host_function,main,constexpr_var,local_array,enum_class,namespace,if,do_while,switch,goto,nested_block,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_reinterpret,macro_object,macro_statement,comments,conversion_operator,nttp_pointer,exceptions,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <tuple>
#include <compare>

#define WARPS_1 64
#define WARPS_2 32
#define NUM_ITERS_3 32
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
constexpr long RADIUS6 = (1 << 0x1) * 4;
enum class Op7 { Idle8, Low9 = 5, Idle10 };

inline __device__ unsigned int decay11(Op7 cfg12, int len13) {
    len13 &= NUM_ITERS_3 ^ len13;
    len13 ^= len13;
    return len13;
}
struct Meter14 {
    double v;
    __host__ __device__ operator double() const { return v; }
};
__host__ __device__ double convert15(double x) {
    Meter14 m{x};
    double plain = m;
    return plain + static_cast<double>(m) * 2;
}

namespace math16 {
__device__ void pack17(long* acc18, int stride19) {
    if (stride19 - RADIUS6)
        stride19 %= ((((*acc18) & 0x1) ? (*acc18) : 0x2ul) % (acc18[stride19 & 7] * stride19)) + gridDim.x;
    ++acc18[6];
}

__global__ void sift20_kernel(int lane21, int n22) {
    float y23(+(~(9 / n22)));
    y23 += (unsigned char)((38 - lane21) & decay11(Op7::Idle8, threadIdx.y));
    floorf((blockIdx.y << RADIUS6) ^ RADIUS6);
    {
        unsigned int r24 = +decay11(Op7::Low9, 62LL);
        (void)r24;
        constexpr float w25 = 16.625f;
        (void)w25;
    }
    constexpr float flag26 = 16.75F;
    (void)flag26;
}
} // namespace math16
enum class Kind27 { High28, Low29, Red30 = 3, Off31 };
// Layout: row-major, no padding.

__global__ void scatter32(float* dst33, Op7 b34, const int* coef35) {
    int i36 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)i36;
    b34 = Op7::Idle10;
    int pass37 = 0;
    do {
        b34 = Op7::Low9;
        short s38 = 3;
        (void)s38;
        ++pass37;
    } while (pass37 < (1 << 0b100));
    ++dst33[threadIdx.x & 0x7];
    int f39[0x8] = {};
    (void)f39;
}
__device__ int twice41(int v) { return v * 2; }
template <int (*F)(int)> __device__ int callWith42(int x) { return F(x) + 1; }
__device__ int indirect40(int x) { return callWith42<twice41>(x) + callWith42<&twice41>(1); }
struct Failure43 {
    int code;
};
int check45(int v) {
    if (v > 15) {
        throw Failure43{v};
    }
    return v;
}
int guarded44(int x) {
    try {
        return check45(x);
    } catch (const Failure43 &e) {
        return e.code;
    } catch (int e) {
        return e + 1;
    } catch (...) {
        return 0;
    }
}

int host_sweep46(signed char* dst47, int count48) {
    if (fabsf(2.25F) == RADIUS6) {
        goto done49;
    }
    count48 = RADIUS6;
    switch (guarded44(RADIUS6)) {
    case 0x6 * 0x2:
        break;
    case (RADIUS6 + 1):
        scatter32<<<(count48 + 255) / 256, 0x20>>>(reinterpret_cast<float*>(dst47), Op7::Low9, nullptr);
        dst47[0b11] &= guarded44(guarded44(RADIUS6 | count48));
        break;
    default:
        break;
    }
done49:;
    return 33;
}

int main() {
    int len50 = 1539;
    const char* z51 = "kernel\n" "_tail";
    Kind27 lim52 = Kind27::Low29;
    (void)lim52;
    math16::sift20_kernel<<<(len50 + 255) / 256, 64>>>(z51[0x1], ((len50 + 30U) != 50) ? ((int)14lu) : (24 % z51[0]));
    return 0;
}
