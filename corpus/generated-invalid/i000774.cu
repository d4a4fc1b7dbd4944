// cudagen 0.1 seed 774 invalid:device_var_access_in_host
// features: kernel,kernel_extern_c,launch_bounds,launch,builtin_vars,device_function,host_function,static_host_function,main,constexpr_var,struct,operator_overload,if,for,while,goto,ternary,bitwise,shift,logical,comparison,member_access,lit_int_binary,lit_int_suffix,lit_float,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_statement,comments
#include "prelude.cuh"

#define WARPS_1 64
#define HALF_2(x) ((x) / 2)
#define SQR_3(x) ((x) * (x))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

static void fuse7(long a8, bool alpha9, int stride10)
{
    alpha9 = !(!alpha9);
    alpha9 = (sizeof(double) / stride10) <= SQR_3(a8);
    int iter11 = 0;
    while (iter11 < a8) {
        int t12 = SQR_3(a8 * a8) * (sizeof(int) + (stride10 * a8));
        int tmp13 = stride10 * a8;
        tmp13 = 47;
        ++iter11;
    }
    a8 = (unsigned long long)(0b10 + static_cast<float>(a8));
}
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__(sizeof(unsigned int) * 64, 4) mix14_kernel(int len15)
{
    int idx16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    len15 = WARPS_1;
    ACCUM_4(len15, ((43 + len15) << idx16));
    len15 = static_cast<int>(blockDim.z);
}
// Returns the accumulated value.

struct Body17 {
    int lo18;
    long flag19;
    float z20;
    int count21;
};

inline __host__ __device__ Body17 operator+(Body17 a, Body17 b)
{
    Body17 r = a;
    r.lo18 += b.lo18;
    r.flag19 += b.flag19;
    r.z20 += b.z20;
    r.count21 += b.count21;
    return r;
}

extern "C" {
__device__ char fold27(float alpha28, float b29)
{
    for (int j30 = 0; j30 < 0b1000; ++j30) {
        b29 = long(j30);
    }
    if ((threadIdx.x & 1)) {
        return (short int)b29;
    }
    Body17 sum31 = Body17{57ul, 7L, b29, 2};
    return (sum31.flag19 | gridDim.y) * threadIdx.z;
}

__global__ void __launch_bounds__(128, 2) decay22(int len23)
{
    int gid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid24 >= len23) {
        return;
    }
    double sum25 = static_cast<long long>((gid24 != 49) ? (13 * gid24) : 4672);
    if (gid24 > len23) {
        goto out26;
    }
    len23 = len23 * ((sum25 * threadIdx.x) / (-gid24));
    sum25 = gid24 * 18.25;
out26:;
}
}
__shared__ int d_shadow34;

int main(void)
{
    int size32 = 2352;
    size32 += d_shadow34;
    size32 = (((size32 * 59ul) & 1) || (size32 & 1)) ? (~(-size32)) : ((size32 - size32) * (size32 & 10));
    if (size32 == size32) {
        return 26U;
    }
    size32 = WARPS_1;
    decay22<<<(size32 + 127) / 128, 1 << 5>>>(37 - ((unsigned)size32));
    int prod33 = size32;
    mix14_kernel<<<sizeof(float) * 4, 512>>>(prod33);
    return 0;
}
