// cudagen 0.1 seed 627 invalid:device_var_in_inline_unnamed_namespace
// features: kernel,kernel_static,kernel_from_macro,restrict_params,launch,builtin_vars,device_function,host_function,main,managed_var,shared_var,extern_shared,constexpr_var,local_array,enum_class,if,for,do_while,static_assert,ternary,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_const,sizeof,macro_function
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))

static __global__ void blend3_kernel(int *buf4, int *dst5, const unsigned *__restrict__ input6)
{
    extern __shared__ signed char dyn_7[];
    (*buf4) = 2;
    if ((dst5[3] + 0x10L) != dst5[5]) {
        return;
    }
    for (int i8 = 0; i8 < 0x2; i8++) {
        __shared__ double sh_9;
        int w10 = 0;
        do {
            int t11 = '0' & LOW_BITS_1(dst5[i8]);
            if (dyn_7[3] > (i8 & 43)) {
                return;
            }
            ++w10;
        } while (w10 < (0b101 * 3));
    }
}
#define DEFINE_MAP_KERNEL_12(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_12(map_bump13, double)
enum class Phase14 { Low15, On16 };

__global__ void bias17_kernel(float *buf18, float cfg19)
{
    constexpr unsigned int k20 = 0x29U;
    long base21 = -23;
}
__managed__ char m_relax22[16] = {-28, 0x7F, 32LL};
enum class Color23 { Low24 = 3, Mul25, Fast26, Blue27 = 11 };

__device__ long probe28(const int *__restrict__ input29, float p30)
{
    for (int it31 = 0; it31 < 2; ++it31) {
        int *tmp32 = const_cast<int*>(input29);
        if (tmp32[0] != (0 + input29[4])) {
            float base33(m_relax22[12]);
        }
    }
    if ((*input29) < (m_relax22[15] * 33LL)) {
        return LOW_BITS_1(input29[5]);
    }
    long *r34 = nullptr;
    return ((*input29) & m_relax22[5]) + ((float)(5 + p30));
}
#define DEFINE_MAP_KERNEL_35(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_35(map_gather36, float)

__global__ void grow37_kernel(double *data38, const int *__restrict__ input39)
{
    static_assert(0b110010 == 0x32, "expected value");
    unsigned t40[4] = {};
}

inline void check_grow41(const long *__restrict__ coef42, unsigned int p43)
{
    int e44 = (*coef42) >> ((-(-7)) >> coef42[0x3]);
    constexpr float val45 = -7.375f;
    p43 = (p43 > ((coef42[p43] != 0x3fULL) ? sizeof(double) : 3951lu)) ? 38lu : (-(*coef42));
}
inline namespace {
__managed__ int hidden48 = 1;
}

int main()
{
    int count46 = 214;
    map_bump13<<<(count46 + 63) / 64, 8 * 4>>>(nullptr, count46);
    unsigned int y47[5] = {21L};
    count46 = count46 - y47[4];
    blend3_kernel<<<(count46 + 31) / 32, 0x100>>>(&count46, &count46, nullptr);
    bias17_kernel<<<16, 0x40>>>(nullptr, ((y47[count46] >= count46) ? m_relax22[count46 & 0xF] : y47[1]) + count46);
    map_gather36<<<(count46 + 63) / 64, 128 * 0b100>>>(nullptr, 14 * (y47[4] ^ y47[count46]));
    return 0;
}
