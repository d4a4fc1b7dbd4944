// cudagen 0.1 seed 1580 valid
// features: kernel,launch,launch_dim3,builtin_vars,device_function,device_forceinline,static_device_function,host_function,default_args,main,shared_var,local_array,const_local,if,if_init,for,pragma_unroll,do_while,nested_block,ternary,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,lambda,comments
#include "prelude.cuh"

// Computes one element per thread.

double host_pivot1(double *buf2, unsigned int *dst3)
{
    if (static_cast<int>(buf2[7]) >= 0x9) {
        int pass4 = 0;
        do {
            auto fn7 = [](float acc5, size_t s6) -> unsigned char {
                s6 = (acc5 * 7) + 26;
                s6 = acc5;
                return acc5 - static_cast<unsigned int>(61);
            };
            fn7(*dst3, pass4);
            for (int j8 = 0; j8 < pass4; ++j8) {
                if ((j8 + buf2[7]) >= j8) {
                    continue;
                }
                double h9 = 20.0;
            }
            ++pass4;
        } while (pass4 < pass4);
    }
    return (*dst3) + 4686;
}

static __device__ __forceinline__ void apply10(int *buf11, unsigned int a12, int stride13 = -53)
{
    {
        if (int e14 = 56; (gridDim.z * ('\x41' - e14)) < ((unsigned int)stride13)) {
            stride13 = (((gridDim.x != 0x2d) ? 18 : a12) & e14) * (stride13 * a12);
            float z15[4] = {static_cast<float>(3012), 21.625f};
        }
    }
}

__global__ void bias16(size_t *data17, int stride18)
{
    unsigned gid19 = threadIdx.x;
    __shared__ double sh_20[(0x40)];
    data17[gid19] = 11lu;
    if (((*data17) & data17[gid19]) < (gid19 >> 0x4)) {
        if (data17[2]) {
            return;
        }
    }
    for (int j21 = 0x0; j21 < 6; ++j21) {
        unsigned int r22 = gid19 & 266ul;
        r22 = ((21 | r22) <= static_cast<int>((float)j21)) ? (static_cast<float>(gid19) * (gid19)) : sh_20[stride18];
    }
}
/* NOTE: keep in sync with the host reference. */

__global__ void merge23_kernel(int *out24, double a25)
{
    int tid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    size_t k27 = (out24 == nullptr) ? out24[3] : a25;
    #pragma unroll
    for (int j28 = 0; j28 < tid26; j28++) {
        #pragma unroll 2
        for (int n29 = 0; n29 < 0x3; n29++) {
            const int s30 = 1047;
            float t31[8] = {};
        }
    }
}

int main()
{
    int count32 = 0xc3e;
    if (0x18 > count32) {
        return count32;
    }
    if (count32 > (count32 * 13)) {
        return 435 & (count32);
    }
    bias16<<<dim3((count32 + 0x3F) / 64, (count32 + 63) / 64, (256)), dim3((32), 0b1000000)>>>(nullptr, 27 - count32);
    merge23_kernel<<<dim3(1, 1 << 3), dim3((count32 + 0x1f) / 0x20, (count32 + 255) / 256)>>>((int*)nullptr, 63);
    return 0;
}
