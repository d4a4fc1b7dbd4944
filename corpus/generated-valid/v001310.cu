// cudagen 0.1 seed 1310 valid
// features: kernel,restrict_params,launch,device_function,host_device_function,main,auto_var,struct,struct_methods,operator_overload,enum,for,switch,switch_fallthrough,goto,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 5
#define BLOCK_SIZE_2 8
#define LOW_BITS_3(x) ((x) & 0xF)
#define CAT_4(a, b) a##b

__host__ __device__ unsigned int reduce5(float beta6, unsigned int *__restrict__ dst7)
{
    for (int it8 = 5; it8 > 0; --it8) {
        for (int n9 = 0, j10 = 9; n9 < j10; (++n9, (--j10))) {
            int stride11 = n9 * (26u * (it8));
        }
        size_t tmp12 = beta6;
        ++beta6;
    }
    unsigned short stride13 = 57ul;
    dst7[stride13] = 41;
    return ((int)sizeof(int)) * stride13;
}
enum Phase14 { LOW15, ADD16 = 3 };
/* Layout: row-major, no padding. */

struct Acc17 {
    double sum18;
    char val19;
    int hi20;
    __host__ __device__ void reset21(double base22)
    {
        sum18 = (base22 += val19, CAT_4(base, 22));
    }
    __host__ __device__ int scale23() const
    {
        return (36l - hi20) | hi20;
    }
};

inline __host__ __device__ Acc17 operator+(Acc17 a, Acc17 b)
{
    Acc17 r = a;
    r.sum18 += b.sum18;
    r.val19 += b.val19;
    r.hi20 += b.hi20;
    return r;
}

__device__ unsigned short lerp24(float *out25)
{
    const long *z26 = reinterpret_cast<const long*>(out25);
    int cnt27 = reduce5(16L, reinterpret_cast<unsigned int*>(out25));
    (*out25) -= LOW_BITS_3((*z26));
    --(*out25);
    auto diff28 = 7 + out25[4];
    return reduce5(out25[cnt27] * (*out25), reinterpret_cast<unsigned int*>(out25));
}

__global__ void grow29(const int *input30, unsigned alpha31, const int *__restrict__ coef32)
{
    long long *idx33 = (long long*)nullptr;
    if (lerp24(nullptr) == idx33[alpha31 & 7]) {
        goto out34;
    }
    (alpha31--, (alpha31 |= (47U * alpha31) + lerp24(reinterpret_cast<float*>(idx33)) + ((unsigned int)(14 + coef32[alpha31 & 7]))));
    reduce5(lerp24(static_cast<float*>(nullptr)), &alpha31);
out34:;
}

int main()
{
    int count35 = 2475;
    switch (reduce5(CAT_4(count, 35), nullptr)) {
    case (1): {
        int h36 = reduce5(count35 - count35, nullptr) - CAT_4(count, 35);
        float *s37 = nullptr;
        [[fallthrough]];
    }
    case 2:
        break;
    case (10):
        count35 = count35 + ((int)reduce5(5u, nullptr));
        [[fallthrough]];
    case 7:
        break;
    default:
        break;
    }
    grow29<<<(count35 + 255) / 256, 1 << (ADD16 + 6)>>>(&count35, 23, &count35);
    return 0;
}
