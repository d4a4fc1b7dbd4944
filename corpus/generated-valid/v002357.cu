// cudagen 0.1 seed 2357 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,host_device_function,host_function,main,managed_var,constexpr_var,if,switch,switch_fallthrough,goto,static_assert,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,lambda,lambda_capture_value,lambda_launch,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 11
#else
#define TUNE_7 48
#endif

#if TUNE_7 % 2 == 0 || TUNE_7 < 4
#define CONFIG_8 4
#else
#define CONFIG_8 29
#endif

__global__ void scale9_kernel(int len10, unsigned int *acc11, int len12, const float *in13)
{
    int sum14(acc11[2] & 62);
    ++acc11[sum14];
}
__managed__ float m_pack15 = 4857;

__host__ __device__ void pack16(unsigned alpha17)
{
    int u18 = alpha17;
    u18 += +alpha17;
    double t19 = 20.875;
    int off20 = t19 - (2351ul * t19);
    static_assert((2 * 4) == 8, "bad config");
}

static __global__ void merge21_kernel(float *buf22, long long a23, const int *input24)
{
    a23 &= TUNE_7 - (*input24);
    int prod25 = 4708UL % (*input24);
    signed char w26 = CONFIG_8;
    a23 ^= (((buf22[a23] != (*buf22)) ? 7 : w26) & 421) ^ a23;
    float sum27 = 21.0F;
}

__global__ void step28(int *buf29, int lane30)
{
    ACCUM_3(buf29[lane30], (-48ll));
    lane30 = m_pack15;
    m_pack15 = *buf29;
    if ((lane30 | 21ul) >= (*buf29))
        return;
    ++buf29[1];
    float cnt31 = *buf29;
}

inline __host__ __device__ int smooth32(int n33, int len34, double p35)
{
    int res36 = len34 % 28;
    ACCUM_3(res36, (res36));
    if ((p35 - CONFIG_8) != res36)
        return res36;
    return (int)p35;
}

__global__ void tile37_kernel(const unsigned int *in38, float *dst39)
{
    dst39[0] += 19.875f;
    dst39[3] += in38[5];
    int lo40 = in38[3];
    ACCUM_3(*dst39, ((in38[lo40] ^ in38[lo40 & 7]) % (lo40 * 0b110)));
    if (!dst39) {
        goto done41;
    }
    if (static_cast<unsigned>(m_pack15) == TUNE_7)
        return;
    (*dst39)--;
    if (lo40 > lo40)
        return;
done41:;
}

inline unsigned int check_kick42(char alpha43, int *buf44)
{
    (*buf44) *= 031 * (((m_pack15 > alpha43) ? buf44[alpha43] : 4978) / (07373ull * m_pack15));
    switch (alpha43) {
    case 1:
        break;
    default: {
        auto op48 = [=](float base45, int prod46) -> unsigned int {
            const char *lim47 = "ok";
            merge21_kernel<<<dim3((prod46 + 0b11111111) / 256, 2 * 010, (prod46 + 31) / 32), 0200, TUNE_7 + 1013>>>(&base45, lim47[1] + (+m_pack15), nullptr);
            step28<<<(prod46 + 63) / 0100, (TUNE_7 + 21)>>>(&prod46, 065 * static_cast<unsigned int>(prod46));
            return prod46;
        };
        op48(alpha43, CONFIG_8);
        break;
    }
    }
    int off49 = 36ul;
    switch (off49) {
    case 4: {
        double res50(buf44[5]);
        break;
    }
    case 8:
    case (11):
        break;
    case 1:
        (*buf44) %= 50;
        break;
    default:
        break;
    }
    return ((6u * off49) | (alpha43 * 01423)) - 26;
}

int main()
{
    int size51 = 3219;
    m_pack15 = (unsigned long long)1153;
    if (m_pack15 == size51)
        return TUNE_7;
    --size51;
    tile37_kernel<<<128 * 0b10, 128 * 4, 0>>>(nullptr, (float*)nullptr);
    scale9_kernel<<<(size51 + 127) / 128, 128>>>(m_pack15 - 62ull, nullptr, -38, &m_pack15);
    size51 *= ((TUNE_7 * size51) & (CONFIG_8 ^ size51)) + (size51 % (TUNE_7 - size51));
    return 0b0;
}
