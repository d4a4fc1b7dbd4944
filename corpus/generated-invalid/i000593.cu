// cudagen 0.1 seed 593 invalid:kernel_nonvoid_return
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,host_function,static_host_function,constexpr_function,main,host_global,constexpr_var,enum,namespace,if,for,do_while,static_assert,ternary,compound_assign,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_float_exponent,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_statement
#include "prelude.cuh"

#define RADIUS_1 8
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

static unsigned int run_pack3(bool alpha4, float a5, long *out6) {
    ++a5;
    ++out6[0b111];
    return alpha4;
}
int g_scatter7 = 17ULL;

static __global__ void march8(double b9, float b10, int stride11, int lane12) {
    b10 = float(lane12) + 0x34;
    int w13 = 0;
    do {
        b10++;
        stride11 += (((w13 >> 1) < lane12) || (static_cast<float>(stride11) != 23)) ? 4 : (char(b9) + b10);
        ++w13;
    } while (w13 < lane12);
}

namespace detail14 {
enum Color15 { OFF16, GREEN17 = 5 };

static void combine18(float cfg19, int count20) {
    int iter21 = 0x0;
    do {
        static_assert((29 * (2)) == 58);
        g_scatter7++;
        march8<<<(count20 + 255) / 0x100, 1 << (detail14::GREEN17 + 2), 0x0, nullptr>>>(run_pack3(!(count20 <= iter21), run_pack3(count20 > g_scatter7, -250e-3f, static_cast<long*>(nullptr)), nullptr), short(count20) ? (count20 - g_scatter7) : (cfg19 + 7.25f), run_pack3(run_pack3(iter21 <= iter21, 12.25f, nullptr), static_cast<int>(-29), static_cast<long*>(nullptr)), 0x17);
        ++iter21;
    } while (iter21 < 0b11);
    march8<<<(g_scatter7 + 255) / 256, 0x1 << (detail14::GREEN17 + 0b1)>>>(cfg19, run_pack3((iter21 + g_scatter7) == g_scatter7, 12u, static_cast<long*>(nullptr)), u'#', detail14::GREEN17 * (cfg19 - 56U));
    run_pack3((+run_pack3(count20, detail14::GREEN17, nullptr)) >= run_pack3(iter21 > g_scatter7, detail14::GREEN17, nullptr), detail14::GREEN17, static_cast<long*>(nullptr));
    dim3 tmp22 = dim3(sizeof(int));
}
} // namespace detail14

__global__ void tally23(int *data24) {
    int hi25{0b1000};
    hi25 = 52l;
    data24[hi25] *= 56 * (unsigned(hi25) * hi25);
}

constexpr int host_warp26(int n27) {
    return 20;
}
static_assert((RADIUS_1 + 22) == 0x1e);

__global__ void bump28(detail14::Color15 alpha29) {
    float sum30 = alpha29;
    sum30 -= U'z';
    for (int it31 = 0; it31 < 16; it31++) {
        static_assert((RADIUS_1 + (16)) == 0x18);
    }
    sum30++;
    int prod32 = 0x3fl;
    unsigned int v33 = detail14::OFF16;
}
const int g_stencil34 = 1221;

template <typename T, int N = 1>
__global__ void bias35_kernel(T beta36, const short *coef37, int lane38) {
    double t39(detail14::OFF16);
    detail14::Color15 lim40 = detail14::GREEN17;
    for (int it41 = 16; it41 > 0x0; --it41) {
        for (int n42 = 0; n42 < 4; ++n42) {
            for (int i43 = 0; i43 < 13; i43++) {
                detail14::Color15 tmp44 = detail14::GREEN17;
                --lane38;
            }
        }
    }
}

__device__ __noinline__ double scatter45(int len46) {
    long w47 = len46;
    len46 = len46;
    double tmp48 = (detail14::GREEN17 >> len46) << ((w47 * len46) + (u8'z' % len46));
    --w47;
    len46 = static_cast<double>(16.625F + tmp48);
    size_t x49 = (39 << (w47 * w47)) + ((w47 == (len46 >> len46)) ? (w47 + len46) : w47);
    len46--;
    return (float)((x49 || (tmp48 == len46)) ? (15.125F * x49) : (tmp48 + detail14::OFF16));
}
__global__ unsigned bad_kernel51(const unsigned *in)
{
    return in[threadIdx.x];
}

int main() {
    int len50 = 483;
    if (host_warp26(len50) == g_scatter7) {
        return g_stencil34;
    }
    --g_scatter7;
    g_scatter7++;
    if (15 < ((len50 == 46) ? len50 : len50)) {
        return g_stencil34 - ((g_scatter7 < len50) ? detail14::GREEN17 : g_scatter7);
    }
    tally23<<<dim3((16), (g_scatter7 + 63) / 0x40, 1 << 0x2), 0x100 * 2, 256, (cudaStream_t)0>>>(static_cast<int*>(nullptr));
    bump28<<<(g_scatter7 + 63) / 64, 1 << 9, sizeof(int) * 256, nullptr>>>(detail14::OFF16);
    bias35_kernel<int, ((2))><<<(len50 + 0x1F) / 32, 4 * 16, sizeof(float) * (RADIUS_1 + 1016), (cudaStream_t)0>>>(static_cast<int>(g_scatter7 * g_scatter7), static_cast<const short int*>(nullptr), g_scatter7 ? (g_scatter7 << 7) : run_pack3(len50 != g_scatter7, detail14::OFF16, nullptr));
    return 0;
}
