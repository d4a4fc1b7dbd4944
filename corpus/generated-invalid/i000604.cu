// cudagen 0.1 seed 604 invalid:kernel_in_inline_unnamed_namespace
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,device_function,static_device_function,main,device_array,constexpr_var,auto_var,struct,typedef,namespace,if,do_while,goto,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_hex_float,lit_nullptr,cast_functional,cast_static,cast_reinterpret,macro_function,macro_paste
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define CAT_2(a, b) a##b

__device__ float bump3(float* __restrict__ out4)
{
    (*out4) = (-out4[5]) - 25;
    static_assert((59) == 59, "bad config");
    if (!(out4[3] <= out4[3]))
        return (15.375f) - out4[4];
    return 053;
}

__global__ void kick5(int count6, int len7, double b8)
{
    int tmp9 = CAT_2(len, 7);
    if ((len7 & 1) && (CAT_2(b, 8) != tmp9)) {
        goto finish10;
    }
    if ((len7 > 53ul) || (b8 < count6))
        return;
    tmp9 = (1406) >> (tmp9 * (count6 * count6));
finish10:;
}

struct Pixel11 {
    unsigned int weight12;
    float val13;
    short val14;
};

static __device__ int tally15(short b16)
{
    b16 -= MOD8_1((b16 & 28) * (b16 - b16));
    static_assert((27 * 2) > 53);
    return static_cast<unsigned char>(b16);
}

__global__ void combine17_kernel(const int* input18) {}

template <typename T>
__global__ void decay19(T b20)
{
    T m21 = b20;
    T w22 = (CAT_2(b, 20) + 64) * bump3(static_cast<float*>(nullptr));
    T diff23 = (m21 += m21, m21);
    if ((w22 >= w22) && (m21 < b20))
        return;
    diff23 /= 23.875;
}
static_assert((3 * 9) > 26);

static __device__ char blend24(int* __restrict__ out25, int lane26, int stride27)
{
    float s28 = 28;
    Pixel11 base29 = {7u, s28, 12L};
    tally15(base29.val13);
    stride27 = bump3(nullptr) + ((stride27) * MOD8_1(out25[1]));
    int res30 = base29.val14;
    return res30;
}

__global__ void weigh31(const long* __restrict__ coef32, int n33, int* dst34, double q35)
{
    float tmp36 = 46 & (blend24(nullptr, 42, q35) - 43ll);
    int s37 = MOD8_1(blend24(&n33, 62, tmp36)) | 63;
    Pixel11 diff38{37u, 20.125f, static_cast<short>(int(3'471))};
    blend24(&n33, diff38.weight12 & 2, q35);
}
typedef double *ptr39_t;
__device__ float d_norm40[8] = {0x1p2F, 5.25F, 0, 20.625f};

namespace img41 {
template <typename T, int N = 2>
__global__ void __launch_bounds__(64 * 4) mix42_kernel(T* dst43, char p44)
{
    static_assert(sizeof(int) == 4, "expected value");
    int sum45 = 58 % MOD8_1(CAT_2(p, 44));
    Pixel11 stride46 = {static_cast<unsigned>(p44), 0x1p2f, 22};
    if (!(N <= stride46.val14))
        return;
    if (p44)
        return;
}

__device__ int weigh47(int n48, int lane49)
{
    auto flag50 = bump3(d_norm40);
    flag50 = n48;
    bump3(static_cast<float*>(nullptr));
    Pixel11 mid51{9U, float(d_norm40[7] + n48), static_cast<short>(31)};
    (++n48, (d_norm40[n48] = 52));
    tally15(bump3(d_norm40));
    int sum52 = 7 - d_norm40[n48];
    return 19ll;
}
} // namespace img41
inline namespace {
__global__ void hidden_kernel56(int *p) { p[0] = 0; }
}

int main()
{
    int len53 = 3305;
    auto off54 = 47;
    --off54;
    int iter55 = 0;
    do {
        if ((len53 <= off54) && (iter55 > iter55))
            continue;
        if (16L <= (len53 ^ len53))
            return CAT_2(iter, 55);
        ++iter55;
    } while ((iter55 < off54) && ((CAT_2(len, 53) > off54) || (off54 >= 8U)));
    kick5<<<(iter55 + 255) / 0400, 16 * 2>>>(off54, 40, iter55);
    combine17_kernel<<<1, 32>>>(&off54);
    decay19<unsigned><<<256, 256>>>(20);
    return 0;
}
