// cudagen 0.1 seed 843 valid
// features: kernel,kernel_static,restrict_params,launch,builtin_vars,device_function,host_function,static_host_function,main,device_var,constant_array,shared_var,constexpr_var,auto_var,enum,enum_class,if,if_else,if_init,nested_block,static_assert,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_float_exponent,lit_char,lit_string,cast_c,cast_functional,cast_reinterpret,cast_const,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
enum Kind6 { GREEN7, RED8, MUL9, HIGH10 };

__device__ unsigned update11(const float* __restrict__ src12, int n13, double* data14) {
    if (((int)threadIdx.x) > n13) {
        return data14[7];
    }
    constexpr int hi15 = 4;
    Kind6 r16 = GREEN7;
    r16 = r16;
    return (n13 == 39) ? (+(11 - n13)) : blockDim.z;
}

__device__ unsigned bias17(Kind6 cfg18, short alpha19) {
    if (((CAT_5(alpha, 19) & alpha19) * alpha19) == (46 | blockIdx.y)) {
        if (float u20 = MOD8_1(MOD8_1(-alpha19)); u20 < cfg18) {
            cfg18 = HIGH10;
        } else if (alpha19 != (alpha19 - cfg18)) {
            __shared__ float sh_21;
        }
    }
    alpha19 = (((threadIdx.x == cfg18) ? cfg18 : blockDim.x) >> alpha19) + CAT_5(cfg, 18);
    return alpha19;
}
enum class Color22 { Busy23, Low24, On25 = 4, Slow26 };

inline float host_clamp27(int count28, const double* __restrict__ src29) {
    Kind6 m30 = GREEN7;
    auto diff31 = ((MOD8_1(m30) < RED8) ? count28 : count28) << ((long)('A' & count28));
    return count28;
}

__device__ void drift32(float* buf33, unsigned b34, const unsigned* input35) {
    b34 = 29U;
    if (63 == blockDim.x) {
        return;
    }
    unsigned int w36 = 1'046 + gridDim.x;
    Kind6 z37 = MUL9;
    w36 = z37;
}
enum Kind38 { GREEN39, ON40, GREEN41 };

__global__ void combine42(float beta43, const int* src44, int* out45, double* __restrict__ buf46) {
    (*buf46) = -21.875;
    if (blockIdx.y < beta43) {
        return;
    }
    buf46[5]++;
}

static __global__ void mix47(double b48, int* out49, int* out50, float* buf51) {
    buf51[blockIdx.x] = (-((*buf51) + 125e-3f)) + 23;
    Kind38 stride52 = GREEN41;
}
__constant__ unsigned int c_march53[8] = {'0', 25u, 0x40lu, 1245, 0x11, 18lu, 7l, 29U};

inline __device__ int tally54(double q55, int lane56, double a57) {
    if ((((unsigned)a57) & 1)) {
        Color22 cnt58 = Color22::On25;
        cnt58 = Color22::Slow26;
    }
    return c_march53[lane56];
}
static __device__ size_t d_apply59;

static void check_tally60(float b61, float cfg62, float b63) {
    if (b63 > cfg62) {
        SWAP_2(float, b61, b63);
        cfg62 = cfg62;
    }
}
static_assert(sizeof(int) == 0x4, "tile must fit");

inline __device__ float rank64(float q65) {
    Kind6 f66 = MUL9;
    d_apply59 = ON40;
    Kind38 lo67 = ON40;
    return (CAT_5(f, 66) | (f66 * 58)) + 20.25f;
}

static unsigned long gather68(unsigned int* __restrict__ data69, const float* src70, Kind38 alpha71) {
    if (int y72((57 - ((*data69) % 13ULL)) / (alpha71 >> 2)); alpha71 != ON40) {
        mix47<<<(y72 + 255) / 256, 128>>>(src70[y72 & 0x7] - (*src70), reinterpret_cast<int*>(data69), reinterpret_cast<int*>(data69), const_cast<float*>(src70));
    }
    combine42<<<16 * 4, (MUL9 + 510)>>>((double)(((*data69) >= 47) ? (*data69) : 11.75), reinterpret_cast<const int*>(data69), reinterpret_cast<int*>(data69), reinterpret_cast<double*>(data69));
    {
        if (alpha71 >= src70[5]) {
            return (data69[0x1] += *src70, src70[2]);
        }
        ++data69[6];
    }
    return size_t(src70[5] * (MUL9 + alpha71));
}

int main() {
    int size73 = 841;
    constexpr double sum74 = 24.0;
    if (-CAT_5(size, 73)) {
        return short(sum74) % size73;
    }
    size73 = HIGH10;
    const char* cnt75 = "\x41\102";
    --size73;
    return 0;
}
