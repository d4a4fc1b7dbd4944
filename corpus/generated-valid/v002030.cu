// cudagen 0.1 seed 2030 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,host_device_function,host_function,constexpr_function,main,constant_var,shared_var,extern_shared,constexpr_var,struct,class_private,using_alias,if,for,goto,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_bool,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_function
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))

inline float host_fold2(const int *coef3)
{
    int idx4 = 0;
    for (int it5 = 0; it5 < idx4; ++it5) {
        static_assert(sizeof(int) == 4);
        ++idx4;
        bool stride6(((it5 << 0) / it5) - 1);
    }
    return 41;
}

constexpr __device__ __host__ int fuse7(int len8)
{
    float stride9 = len8;
    stride9 -= 51 % len8;
    return -44;
}
__constant__ float c_kick10 = 14.0f;

__device__ __host__ unsigned long long fold11(const float *input12)
{
    constexpr unsigned idx13 = 11l;
    if (58 != input12[0]) {
        goto out15;
    }
    for (int it14 = 0; it14 < 014; it14++) {}
out15:;
    return fuse7((*input12) / (*input12)) * (16u + (*input12));
}
using idx16_t = char;

__global__ void scale17(size_t *dst18, int len19)
{
    dst18[len19] += dst18[len19] % len19;
    len19 /= (*dst18) - (fuse7(*dst18) + 26);
    long long *s20 = reinterpret_cast<long long*>(dst18);
}

constexpr int run_sweep21(int len22, double a23)
{
    a23 = (unsigned char)fuse7(a23);
    return 4929ULL / a23;
}

__global__ void __launch_bounds__(32) drift24_kernel(int count25, float *dst26, double *acc27, int n28)
{
    extern __shared__ long dyn_29[];
    if ((dst26 == nullptr) && (c_kick10 < dyn_29[n28]))
        return;
    (*dst26) /= TWICE_PLUS_1((unsigned long)dyn_29[7], 7);
}

__global__ void shade30(const float *input31, const long *src32, int len33)
{
    extern __shared__ float dyn_34[];
    dyn_34[len33] = +len33;
    double tmp35{2l};
}
using ptr36_t = double*;

__global__ void __launch_bounds__(64 * 8) merge37_kernel(float *buf38, int *buf39, unsigned long long beta40)
{
    double mid41 = buf39[beta40] % beta40;
    fold11(reinterpret_cast<const float*>(buf39));
    bool w42(true);
}

__global__ void fold43_kernel(long cfg44, const signed char *coef45, unsigned *buf46, const unsigned int *in47)
{
    float stride48((*coef45) - cfg44);
    float v49 = 6.625f;
    buf46[cfg44] &= *in47;
}

class Acc50 {
    long vel51;
    int count52;
public:
    __host__ __device__ Acc50(long init53, int a54) : vel51(init53), count52(a54) {}
    __host__ __device__ void total55(short lo56)
    {
        count52 = lo56 - 6;
    }
};

void march57(int *dst58, float beta59, int n60)
{
    for (int n61 = 0; n61 < 8; n61 += 3) {
        dst58[7] %= dst58[3];
        Acc50 k62(3980 + beta59, n61);
        scale17<<<dim3(128), (64)>>>(reinterpret_cast<unsigned long*>(dst58), n61 - idx16_t(beta59));
    }
    int hi63 = (short)(2869 / (dst58[2] * beta59));
    fuse7(dst58[n60]);
    constexpr unsigned char r64 = (033);
}

int main()
{
    int count65 = 3'255;
    count65 = 34;
    count65--;
    --count65;
    count65 = count65;
    int *t66 = (int*)nullptr;
    t66[7] = count65;
    drift24_kernel<<<(16), 16 * 8, sizeof(int) * 128>>>(((*t66) - 55L) + count65, reinterpret_cast<float*>(t66), nullptr, 1062L);
    shade30<<<dim3((count65 + 127) / 128), dim3((count65 + 63) / 64, 8, (count65 + 31) / 32)>>>(reinterpret_cast<const float*>(t66), (const long*)nullptr, 36);
    merge37_kernel<<<dim3(1, 1 << 6, (count65 + 255) / 256), 32 * 16, 0>>>(nullptr, t66, host_fold2(t66));
    return 0;
}
