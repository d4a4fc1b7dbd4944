// cudagen 0.1 seed 618 invalid:memory_space_local_in_host
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_device_function,main,shared_var,constexpr_var,if,if_else,goto,static_assert,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_statement
#include "prelude.cuh"

#define BLOCK_SIZE_1 3
#define RADIUS_2 (8 * (2 * 2))
#define RADIUS_3 5
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__device__ __host__ unsigned int probe5(int len6)
{
    len6 = (len6);
    if ((len6 * RADIUS_3) <= sizeof(int)) {
        goto done8;
    }
    len6 &= len6 * 0b110;
    if (len6 > len6) {
        if ((len6 == len6) || (len6 < len6)) {
            return BLOCK_SIZE_1;
        }
    }
    if (len6 == len6) {
        len6 -= 60;
        float r7 = sizeof(unsigned long);
    }
done8:;
    return len6;
}

__device__ long bias9(int n10)
{
    __shared__ unsigned int sh_11;
    long long s12 = (sh_11 & 57l) + (n10 | (n10 - sh_11));
    return RADIUS_2;
}
static_assert((BLOCK_SIZE_1 + 36) == 0x27, "bad config");

__global__ void smooth13_kernel(float* buf14, int* dst15)
{
    dst15[4]++;
    buf14[7] *= 0x11;
    unsigned long z16 = dst15[0x6];
}

int main(void)
{
    int count17 = 0xBDB;
    static __shared__ float local_mem19;
    if (((count17 - 26) < RADIUS_3) && ((count17 | count17) != 23U)) {
        smooth13_kernel<<<dim3((RADIUS_3 + 11)), sizeof(int) * (BLOCK_SIZE_1 + 5), sizeof(double) * 256, (cudaStream_t)0>>>((float*)nullptr, (int*)nullptr);
    } else {
        count17 = count17;
    }
    unsigned int stride18(2 - count17);
    return 0;
}
