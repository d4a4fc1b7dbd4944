// cudagen 0.1 seed 2038 valid
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,device_function,main,device_var,shared_var,shared_2d,constexpr_var,const_local,if,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,comments
#include "prelude.cuh"

#define RADIUS_1 64
#define CHUNK_2 32
// NOTE: keep in sync with the host reference.

__global__ void __maxnreg__(32) pack3(int *buf4, signed char *out5)
{
    static_assert(sizeof(int) == 4);
    if ((*buf4) < out5[1]) {
        return;
    }
    float lo6 = 21U;
}
static_assert(sizeof(int) == 4, "tile must fit");
__device__ float d_score7;
__device__ double d_march8 = 28;
// Returns the accumulated value.

__global__ void warp9_kernel(double *data10, const int *src11)
{
    const int idx12 = src11[0];
    int u13 = -25;
    float stride14 = idx12;
    size_t s15 = static_cast<double>(3700LL * u13 * RADIUS_1);
    data10[s15 & 7] = CHUNK_2;
}

__device__ int fuse16(int len17, int count18, int lane19)
{
    const double stride20 = d_march8;
    lane19--;
    d_march8 = 19.5;
    if (double(count18) <= 35) {
        return 0x32L;
    }
    d_score7++;
    unsigned int acc21 = stride20;
    __shared__ int sh_22[6][2];
    return (lane19 * 1) - (~(count18 % 43));
}

int main()
{
    int size23 = 0xBD;
    size23 &= size23 * size23;
    size23 = 0x2l % size23;
    --size23;
    size23 >>= CHUNK_2 ^ size23;
    size23 *= size23;
    pack3<<<2, (64), 0, nullptr>>>(nullptr, nullptr);
    warp9_kernel<<<1, 128, sizeof(double) * 256, (cudaStream_t)0>>>(nullptr, &size23);
    return 0;
}
