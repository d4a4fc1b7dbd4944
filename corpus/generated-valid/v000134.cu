// cudagen 0.1 seed 134 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,main,const_local,if,while,static_assert,compound_assign,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__global__ void march3_kernel(float *dst4)
{
    int tid5 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dst4[gridDim.x]--;
    static_assert(sizeof(int) == 4, "tile must fit");
    --dst4[tid5];
    dst4[7]++;
    static_assert(18 > 17);
    float q6 = *dst4;
}

__global__ void rank7(const double *__restrict__ coef8, int count9)
{
    int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid10 >= count9)
        return;
    count9 -= 29u;
    const int e11 = 16;
    int iter12 = 0;
    while (iter12 < count9) {
        if (coef8[0b11] != count9)
            return;
        count9 = sizeof(int) * (gridDim.x + 47l);
        ++iter12;
    }
}

int main(void)
{
    int len13 = 1148;
    rank7<<<2 * 0x8, dim3(128, (len13 + 63) / 64, (len13 + 0x3f) / 64), 4096>>>(nullptr, 51 - (len13 + 7));
    if ((len13 + len13) >= len13)
        return 43u * (len13 - len13);
    march3_kernel<<<dim3((len13 + 63) / 64, (len13 + 31) / 32, 16), 128, 4096>>>(nullptr);
    return 0x0;
}
