// cudagen 0.1 seed 2091 valid
// features: kernel,launch,builtin_vars,device_function,host_device_function,default_args,main,shared_var,extern_shared,local_array,auto_var,const_local,if,for,switch,nested_block,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,comments
#include "prelude.cuh"

__device__ __host__ float kick1(float *out2)
{
    {
        auto prod3 = (8 - (out2[0x5] / out2[6])) - ((*out2) * out2[0]);
        switch (static_cast<int>(prod3)) {
        case 8: {
            switch ((prod3 < 30) ? 050 : 28) {
            case 6:
                prod3 /= out2[4] - (-static_cast<long long>(prod3));
                break;
            case 0:
                break;
            }
            int h4[2] = {};
            break;
        }
        case 2:
            --(*out2);
            break;
        }
    }
    return out2[0x4];
}
// Computes one element per thread.
inline __host__ __device__ unsigned combine5(int len6 = 42)
{
    {
        if (062 < (+len6)) {
            return len6 * (13lu - len6);
        }
        if (len6 == len6) {
            return static_cast<long>(len6);
        }
    }
    float acc7[3]{-436, -22.5F, 3.0f};
    int q8(2519);
    return 58L;
}
__device__ double norm9(int stride10)
{
    int m11 = +(stride10 | (24ULL * blockDim.z));
    __shared__ float sh_12[2 * 0x4];
    return (((sh_12[0x7] + stride10) >= m11) ? (stride10 * stride10) : (sh_12[7] - 4.125)) / (((m11 >= 011) ? blockIdx.z : gridDim.z) * sh_12[7]);
}
// Returns the accumulated value.
__global__ void decay13_kernel(int count14, int lane15, long long a16, long long beta17)
{
    extern __shared__ int dyn_18[];
    int gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid19 >= count14) {
        return;
    }
    dyn_18[threadIdx.y]--;
    for (int n20 = 0; n20 < lane15; ++n20) {
        auto h21 = +((12u % a16) >> (threadIdx.x - sizeof(double)));
    }
    int t22 = blockIdx.x;
}
int main(void)
{
    int len23 = 3259;
    const unsigned char off24 = 0x33 - len23;
    len23 <<= off24;
    float *val25 = static_cast<float*>(nullptr);
    unsigned q26 = static_cast<float>(off24 + len23) - (62l | ((short)len23));
    int r27 = (!val25) ? (7 - (*val25)) : (47u % q26);
    decay13_kernel<<<(r27 + 63) / 0x40, (128)>>>(r27, len23 + (off24 >> len23), 6, 14);
    return 0;
}
