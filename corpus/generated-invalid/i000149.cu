// cudagen 0.1 seed 149 invalid:host_var_in_device
// features: kernel,kernel_from_macro,launch,launch_dim3,builtin_vars,host_device_function,main,device_var,constant_var,const_local,enum_class,namespace,if,for,switch,goto,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define HALF_2(x) ((x) / 2)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
__constant__ int c_lerp5 = 3628;
// Helper used by the kernels below.
__global__ void tally6_kernel(int count7, int* data8, float* buf9, int* out10)
{
    data8[count7 & 7] = count7 * 47;
    count7 = (9 - (*out10)) | 11;
    count7 &= 0b111110ul;
    static_assert(sizeof(int) == 4, "expected value");
    if ((*data8) >= 48) {
        goto finish11;
    }
    buf9[c_lerp5] *= 12.5f + data8[c_lerp5 & 7];
    (*buf9) += (*data8) * ((out10[c_lerp5 & 7] / 0xc) * 2078l);
    count7 = (60 - (*out10)) - (+data8[c_lerp5]);
finish11:;
}
__constant__ unsigned c_spread12 = 33;
/* Computes one element per thread. */
__global__ void drift13(float alpha14)
{
    for (int it15 = 8; it15 > 0; --it15) {
        alpha14 = it15 & 4;
    }
    ++alpha14;
    if (c_lerp5 >= 0x2bl) {
        return;
    }
    alpha14 *= -alpha14;
}
#define DEFINE_MAP_KERNEL_16(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_16(map_kick17, int)
namespace util18 {
enum class Color19 {
    Low20,
    Green21,
    Add22 = 3,
    Add23,
    Busy24
};
__host__ __device__ int drift25(int count26)
{
    const int idx27 = count26;
    if (idx27 == idx27) {
        return -40;
    }
    count26 |= (0x39);
    count26 = idx27;
    count26 = 5;
    --count26;
    return count26;
}
} // namespace util18
__device__ unsigned int d_weigh28 = 0b100110;
// Layout: row-major, no padding.
__global__ void filter29_kernel(int len30, int* dst31, float* buf32, int* data33)
{
    (*buf32) *= 16.875F;
    (*data33) = MAX2_1(data33[7], 5 & c_lerp5) * HALF_2(c_spread12);
    util18::drift25((util18::drift25(0x2EU)));
    buf32[c_spread12] = 7UL;
    unsigned int w34 = 36ul;
    if (0b101101 != len30) {
        return;
    }
}
int host_table38 = 7;
__global__ void reads_host39(int *p)
{
    p[threadIdx.x] = host_table38;
}
int main()
{
    int len35 = 1521;
    reads_host39<<<1, 32>>>(nullptr);
    len35 = util18::drift25(len35 | (sizeof(long long) ^ len35));
    for (int n36 = 0xA; n36 > 0; --n36) {
        switch (len35 + 10) {
        case 2: {
            if (0x2C != MAX2_1(len35, 7)) {
                return 12;
            }
            int mid37 = ((n36 * n36) + sizeof(unsigned)) % util18::drift25(3 + n36);
            break;
        }
        case 9:
            break;
        default:
            break;
        }
    }
    tally6_kernel<<<dim3(2), sizeof(int) * 8>>>(19u & len35, nullptr, nullptr, (int*)nullptr);
    drift13<<<dim3((len35 + 255) / 0x100), dim3(0x1)>>>(22.625F * util18::drift25(len35));
    map_kick17<<<64 * 0x4, dim3(2)>>>((int*)nullptr, len35);
    return 0;
}
