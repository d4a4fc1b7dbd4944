// cudagen 0.1 seed 9 valid
// features: kernel,kernel_extern_c,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,main,managed_var,shared_var,static_shared,auto_var,if,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_bool,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

__host__ __device__ int count5(int len6)
{
    len6++;
    ACCUM_1(len6, (len6));
    float lim7 = (CAT_4(len, 6) - 0x18) ^ CAT_4(len, 6);
    len6 &= len6;
    ++lim7;
    len6 = (10 * len6 * 3185) | 8;
    if (len6 >= 55) {
        return len6 * lim7;
    }
    return (lim7 * lim7);
}

__global__ void __launch_bounds__(512, 2) weigh8_kernel(float *buf9, int *data10)
{
    int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((buf9[tid11] * 30) >= tid11) {
        return;
    }
    buf9[tid11] *= ((0b101010L + data10[tid11 & 7]) ^ 14u) - (data10[warpSize] + tid11);
}
__managed__ unsigned char m_sift12[8] = {255};

__global__ void kick13(int *out14, const unsigned char *in15)
{
    int gid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*out14) += (in15[gridDim.z & 0x7] + (903U - in15[threadIdx.x & 7])) - ((0x38lu | CAT_4(gid, 16)) + m_sift12[threadIdx.z & 7]);
    --(*out14);
    __shared__ unsigned char sh_17[0b100 * 2];
    static __shared__ float sh_18[256];
}

__global__ void combine19(int *acc20, int *out21)
{
    int gid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*out21) &= *out21;
    const float *base23 = reinterpret_cast<const float*>(acc20);
    if (m_sift12[gid22] <= (out21[4] * blockIdx.z)) {
        return;
    }
    auto z24 = m_sift12[gid22 & 7];
}

extern "C" __global__ void lerp25_kernel(long *data26, double *acc27, int *dst28, const unsigned long *coef29)
{
    int tid30 = (blockIdx.x * blockDim.x) + threadIdx.x;
    acc27[2] = (((*data26) + 30) | (0xBL * data26[5])) & blockIdx.x;
    auto lo31 = (unsigned)acc27[1];
    static __shared__ int sh_32[8];
    bool f33 = true + warpSize;
}

int main(void)
{
    int n34 = 1567;
    combine19<<<dim3(32), 0x80, sizeof(int) * 0x20>>>((int*)nullptr, nullptr);
    kick13<<<dim3((n34 + 0x1F) / 32), (0x200)>>>((int*)nullptr, m_sift12);
    lerp25_kernel<<<(n34 + 127) / 128, dim3((n34 + 255) / 256, (n34 + 63) / 64, 256)>>>(nullptr, nullptr, nullptr, nullptr);
    weigh8_kernel<<<dim3(0x4, 2), 256 * 2, sizeof(int) * 128>>>(nullptr, nullptr);
    ACCUM_1(m_sift12[n34], (((n34) - 40) * (float(m_sift12[n34]) * (44 % n34))));
    return 0x0;
}
