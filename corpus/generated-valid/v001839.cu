// cudagen 0.1 seed 1839 valid
// features: kernel,kernel_from_macro,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,enum,typedef,using_alias,namespace,if,if_else,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,macro_function
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define SQR_2(x) ((x) * (x))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__global__ void weigh5(char *acc6, const double *in7, int *data8)
{
    if ((*acc6) <= (*data8)) {
        if (0b1100 <= ((acc6[1] += in7[1], 17ull) >> (*acc6))) {
            if (acc6[6] + 45) {
                return;
            }
        }
    } else if ((*data8) == MAX2_1(in7[4], data8[0b100])) {
        acc6[7] = *data8;
        if (acc6[7]) {
            return;
        }
    }
    acc6[0b111] = data8[0];
}
typedef double real9_t;
#define DEFINE_MAP_KERNEL_10(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_10(map_probe11, float)
DEFINE_MAP_KERNEL_10(map_smooth12, int)
using idx13_t = int;
#define DEFINE_MAP_KERNEL_14(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_14(map_tile15, float)
DEFINE_MAP_KERNEL_14(map_march16, double)

namespace math17 {
using idx18_t = int;
enum Op19 { RED20 = 2, GREEN21, FAST22 = 6, SLOW23 = 12 };

__global__ void rank24_kernel(unsigned q25)
{
    q25 = +q25;
    long h26 = 4 * q25;
    --h26;
    h26 = h26;
    h26 = 51;
    h26++;
}
} // namespace math17

__global__ void decay27(unsigned int cfg28, short *buf29)
{
    int val30{idx13_t(cfg28)};
    idx13_t off31(math17::GREEN21);
    --cfg28;
    cfg28 = 53;
    buf29[off31 & 7] = 0b111100ll & cfg28;
    math17::idx18_t lo32 = 21 % buf29[cfg28 & 7];
}

int main()
{
    int count33 = 1094;
    ++count33;
    weigh5<<<(math17::RED20 + math17::RED20) * 8, sizeof(unsigned int) * (math17::SLOW23 + (math17::SLOW23 + 40))>>>(nullptr, nullptr, (int*)nullptr);
    if (20ul >= count33) {
        if (count33 < (4 * count33)) {
            count33 = count33 / MAX2_1(count33, 24l);
            map_probe11<<<0b1 << (math17::RED20 + 4), math17::GREEN21 + 61>>>((float*)nullptr, 12UL + count33);
        }
    }
    map_smooth12<<<sizeof(float) * math17::RED20, math17::RED20 + 510>>>(nullptr, count33);
    map_tile15<<<1 << (math17::RED20 + 1), math17::GREEN21 + 125>>>((float*)nullptr, count33 % (sizeof(short) * count33));
    map_march16<<<(math17::SLOW23 + 244), sizeof(unsigned int) * 128, sizeof(double) * 128, (cudaStream_t)0>>>(nullptr, sizeof(int));
    return 0;
}
