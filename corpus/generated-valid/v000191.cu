// cudagen 0.1 seed 191 valid
// features: kernel,kernel_static,launch_bounds,launch,device_function,host_function,static_host_function,default_args,main,host_global,constexpr_var,local_array,auto_var,const_local,enum_class,if,do_while,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_ref,macro_function,macro_stringize,macro_statement,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__device__ double combine5(int count6, float a7, int count8 = 2209) {
    constexpr double t9 = 14.25F;
    int f10 = 030U;
    int w11 = 0x0;
    do {
        if ((a7 * 0x7) <= a7) {
            continue;
        }
        if ((a7 * w11) < ((f10 % f10) * ADD3_1(a7, a7, t9))) {
            int u12((3lu | f10) + ((53 + w11) | 56));
            const short z13 = 23;
        }
        ++w11;
    } while (w11 < count8);
    return (0. - (-count6)) - 8.125f;
}

static float pivot14(int lane15, float* data16, int* dst17) {
    float z18[8]{11.875F, 63, 3.f, -8.0f, 23.5f, static_cast<float>(lane15), 1.0f, 0xC94};
    if ((+z18[lane15 & 7]) > 8ul) {
        return *dst17;
    }
    z18[0] = (lane15 | ((short)'#')) % ((*dst17) * (dst17[lane15]));
    if (0x22 <= lane15) {
        return lane15 >> (49 * dst17[6]);
    }
    const char* lo19 = STR_4(x + 1);
    dst17[lane15] = (lane15 + 034) * (((float)(*dst17)) - (z18[lane15 & 7] += dst17[lane15], z18[0]));
    if (lo19[0] <= (*dst17)) {
        return (*dst17) & lo19[0];
    }
    return 0x9;
}
enum class State20 { Mul21, Busy22, Low23 = 4, On24 };

__global__ void trace25_kernel(int stride26, const long long* coef27) {
    if (coef27 != nullptr) {
        return;
    }
    State20 k28 = State20::Mul21;
}
static int g_grow29;

static __global__ void gather30(unsigned int p31, double b32, unsigned char beta33) {
    State20 cnt34 = State20::Busy22;
    int q35[5]{0x6, 3408UL, 19, 4530, -44};
    beta33 = (beta33 >> 0x1) - ((34U / beta33) / ADD3_1(b32, q35[p31], b32));
    p31 = 31 * (q35[1] & 62) * ((1783LL * q35[3]) ^ 4);
}

__global__ void __launch_bounds__(0x20) tally36_kernel(float* out37, const int* in38, int len39, float* data40) {
    (*data40) = ADD3_1(ADD3_1(*data40, 27l, 16), 1 & (~(*in38)), ((unsigned)'0') * in38[4]);
    int y41 = in38[len39 & 7];
    out37[len39 & 7] = *out37;
    SWAP_2(int, y41, len39);
    len39 = 0b101000;
    double y42 = ADD3_1(y41 % 4755, len39, 6);
}

static __global__ void stencil43(int n44, const long long* src45, int n46, int* acc47) {
    int sum48 = (*src45) + (*acc47);
    int m49{static_cast<int>((sum48 * ((unsigned int)077u)) % 0x22)};
    (m49++, ((*acc47) = (unsigned long)sizeof(int)));
}
// Computes one element per thread.

__global__ void probe50_kernel(int* out51) {
    out51[7] = ((out51[4] += *out51, out51[0b100]) + (22 & out51[2])) - 031;
    if ((out51[2] - 7) == ((out51[0x0] * out51[4]) + 065)) {
        (*out51) = ((*out51) - (out51[3] += 27, 0x1F)) << (35lu + out51[6]);
    }
    auto f52 = *out51;
}

int main(void) {
    int len53 = 3020;
    auto step54 = [&]() -> float {
        len53 = ADD3_1(len53 ^ 6UL, 29, (' ' << g_grow29)) - ((g_grow29 + g_grow29) * (len53 * 0x33L));
        return len53 - (0x37UL * g_grow29);
    };
    (--len53, (len53 = 0x2E + (+g_grow29)));
    signed char y55[2] = {};
    int mid56 = (g_grow29 << (28l + len53)) + y55[g_grow29];
    trace25_kernel<<<2, 128>>>(y55[1] + 957lu, (const long long*)nullptr);
    gather30<<<128 * 0b100, 1 << 5>>>(ADD3_1(ADD3_1(g_grow29, 52UL, 8u), len53, mid56 * mid56), 18.125F * y55[g_grow29 & 0b1], g_grow29);
    tally36_kernel<<<(g_grow29 + 63) / 64, 0x80>>>(nullptr, &len53, 0b100110 + (g_grow29 += g_grow29, len53), nullptr);
    return 0b0;
}
