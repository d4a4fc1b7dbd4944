// cudagen 0.1 seed 294 invalid:host_call_from_device
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,default_args,main,device_var,constant_array,shared_var,extern_shared,local_array,if,ternary,compound_assign,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,sizeof
#include "prelude.cuh"

__constant__ float c_probe1[8] = {-10.0f, 0x12, -18.625f, 8.0f, 12.5f, 3ul, 11.25F, -8.125f};

__global__ void pivot2(float q3) {
    if (threadIdx.x >= c_probe1[0x5]) {
        return;
    }
    q3 = int(q3);
    int base4[2]{int(q3), 3};
    if ((2067 - threadIdx.y) < q3) {
        float q5 = (((threadIdx.x << threadIdx.x) >= base4[0]) ? ((q3 >= q3) ? 1.0f : base4[threadIdx.x]) : threadIdx.x) + 40;
        q5 = (sizeof(int) - threadIdx.z);
        q5 *= (q3);
    }
}

static __global__ void __launch_bounds__(256) accum6(int* acc7, int len8, int stride9) {
    extern __shared__ float dyn_10[];
    int h11 = warpSize;
    len8 = 0x9 * ((c_probe1[len8]) + (blockDim.x * h11));
    __shared__ float sh_12[64];
    if (threadIdx.x <= (stride9 ? (c_probe1[h11] * blockDim.y) : (0x1057l * blockIdx.x))) {
        if ((sh_12[threadIdx.x] + dyn_10[6]) < stride9) {
            return;
        }
    }
    len8 <<= 1544 * h11;
}
__device__ unsigned d_bump13;

__global__ void __launch_bounds__((128)) combine14(float* __restrict__ acc15, int* acc16) {
    unsigned idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    size_t q18[5] = {};
    __shared__ unsigned long long sh_19[64];
    double idx20 = ((1.0 - c_probe1[0x4]) * 22.625F) - ((sizeof(unsigned int) - sh_19[47]) - (gridDim.x * 6.375));
}

__host__ __device__ float filter21(int len22, unsigned int a23 = 52) {
    double off24 = a23;
    a23++;
    if ((a23 + len22) >= 10) {
        return len22;
    }
    return -(len22 += a23, (len22 * 12.25f));
}
int host_only27(int x)
{
    return x + 1;
}
__global__ void uses_host28(int *p)
{
    p[threadIdx.x] = host_only27(p[threadIdx.x]);
}

int main(void) {
    int n25 = 2004;
    uses_host28<<<1, 32>>>(nullptr);
    const unsigned int* tmp26 = nullptr;
    if ((n25 / 0xE14) >= 55) {
        return 37 - n25;
    }
    pivot2<<<(n25 + 0x3f) / 64, 64>>>((n25 += 076, 19.0f));
    accum6<<<0x200, 0b100000>>>(&n25, (*tmp26) * (*tmp26), (n25 - 1) - (n25 + 33));
    combine14<<<dim3(0400), (32)>>>(nullptr, &n25);
    return 0;
}
