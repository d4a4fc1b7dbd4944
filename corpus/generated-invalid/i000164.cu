// cudagen 0.1 seed 164 invalid:kernel_multiple_packs
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_function,static_host_function,main,constant_array,if,switch,goto,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
__device__ __forceinline__ int fuse4(int stride5, int n6) {
    (++stride5, (stride5 = n6));
    stride5 <<= ((unsigned char)n6) - (0x2Ell);
    return 62;
}
// Helper used by the kernels below.
__global__ void bias7(float *acc8, int count9, const int *input10) {
    int idx11 = threadIdx.x;
    if (idx11 >= count9) {
        return;
    }
    (++(*acc8), (acc8[5] += fuse4((*acc8) - (0x4E9 << input10[idx11]), fuse4(12 + acc8[4], 37))));
    unsigned r12 = count9;
}
__constant__ short int c_smooth13[4] = {2532, 1701, 0x1, 4u};
// Returns the accumulated value.
__device__ __forceinline__ int smooth14(float *data15) {
    if ((c_smooth13[threadIdx.x] << c_smooth13[3]) < data15[0x0]) {
        if (c_smooth13[blockIdx.x] < data15[threadIdx.x]) {
            return (c_smooth13[0x1] * c_smooth13[2]) - (data15[0x6] - 6);
        }
        double f16 = ((c_smooth13[1] + c_smooth13[2]) * (4 * c_smooth13[blockDim.y])) % c_smooth13[threadIdx.z];
    }
    return 07372;
}
static void check_rank17(int count18, int lane19) {
    if (lane19 < count18) {
        goto out22;
    }
    switch (lane19) {
    case 0x2 * 0x2:
        if (count18 == 0x5) {
            cudaStream_t h20 = (cudaStream_t)0;
            long val21 = lane19 + 35 + 1697;
            val21 %= 0xda0ull;
        }
        ACCUM_1(count18, ((53l - (lane19 * count18)) * sizeof(double)));
        break;
    default:
        --count18;
        break;
    }
out22:;
}
template <typename... A, typename... B>
__global__ void packs_kernel24(A... a)
{
}
int main() {
    int size23 = 2735;
    bias7<<<(size23 + 127) / 128, (0x200), 0x0>>>(nullptr, size23, &size23);
    --size23;
    return 0;
}
