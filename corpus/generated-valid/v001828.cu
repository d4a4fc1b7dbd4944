// cudagen 0.1 seed 1828 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,constexpr_function,main,constexpr_var,local_array,struct,operator_overload,aligned_struct,enum_class,namespace,if,if_init,static_assert,ternary,compound_assign,bitwise,comparison,incdec,member_access,lit_int_binary,lit_int_suffix,lit_float,lit_string,cast_c,sizeof,macro_object,macro_paste,macro_statement
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b

struct __align__(16) Vec4 {
    int count5;
    unsigned long long vel6;
    float id7;
};

__host__ __device__ Vec4 operator+(Vec4 a, Vec4 b)
{
    Vec4 r = a;
    r.count5 += b.count5;
    r.vel6 += b.vel6;
    r.id7 += b.id7;
    return r;
}

struct Bounds8 {
    int w9;
    float count10;
};

inline __host__ __device__ Bounds8 operator+(Bounds8 a, Bounds8 b)
{
    Bounds8 r = a;
    r.w9 += b.w9;
    r.count10 += b.count10;
    return r;
}

__global__ void drift11_kernel(int count12)
{
    Bounds8 base13 = Bounds8{};
    int m14 = NUM_ITERS_1;
    m14 = CAT_3(m, 14);
    if ((~CAT_3(count, 12)) <= count12) {
        constexpr unsigned m15 = 9;
        Vec4 off16 = Vec4{};
    }
}

constexpr __device__ __host__ int step17(int count18)
{
    return NUM_ITERS_1;
}

__global__ void relax19_kernel(int count20)
{
    count20 = count20;
    count20++;
}

static __global__ void decay21_kernel(int stride22)
{
    if ((stride22 & 1)) {
        float k23 = -15.25F;
        if (int off24 = k23; ((off24 == stride22) ? ((int)15) : ((int)stride22)) <= (k23 * CAT_3(k, 23))) {
            stride22 &= (((unsigned int)off24) + ((unsigned char)off24)) * stride22;
        }
        unsigned long long q25[8] = {58, 9ULL, 10};
    }
    bool sum26 = (+CAT_3(stride, 22)) >= stride22;
    if ((CAT_3(sum, 26) & 1)) {
        return;
    }
}

namespace gpu27 {
constexpr int LANES28 = 7;

struct Acc29 {
    int hi30;
    long flag31;
    long long val32;
};
enum class Phase33 : unsigned char { Low34, On35 = 6, Red36 };
} // namespace gpu27

int main()
{
    int n37 = 2399;
    relax19_kernel<<<1, dim3(8), 0, nullptr>>>(NUM_ITERS_1);
    static_assert((gpu27::LANES28 + 54) == 61);
    if (n37 <= (NUM_ITERS_1 | n37)) {
        const char *m38 = "tile";
        ++n37;
    }
    drift11_kernel<<<(n37 + 127) / 128, 512, sizeof(float) * 0b10000000, (cudaStream_t)0>>>(gpu27::LANES28);
    decay21_kernel<<<dim3(2 * (gpu27::LANES28 + (NUM_ITERS_1 + 1)), (gpu27::LANES28 + 505)), dim3((n37 + 31) / 32, 32), sizeof(int) * 256, (cudaStream_t)0>>>(gpu27::LANES28);
    return 0;
}
