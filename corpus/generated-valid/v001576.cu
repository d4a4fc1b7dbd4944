// cudagen 0.1 seed 1576 valid
// features: kernel,launch,launch_dim3,builtin_vars,device_function,host_function,main,constexpr_var,auto_var,namespace,if,for,pragma_unroll,do_while,switch,switch_fallthrough,goto,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_bool,lit_nullptr,cast_static,sizeof,alignof,macro_object,macro_function,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 32
#define WARPS_2 128
#define RADIUS_3 16
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define MOD8_5(x) ((x) % 8)
#undef TILE_DIM_1
#define TILE_DIM_1 8

inline __device__ int blend6(int stride7, int lane8, int n9)
{
    n9 = MOD8_5(n9);
    if ((lane8 - n9) != stride7)
        return lane8 + stride7;
    char sum10(12 - (lane8 + (stride7 & stride7)));
    return stride7 * 9;
}

inline __device__ void norm11(long beta12, short q13)
{
    if (blockDim.x > (q13 % 17))
        return;
    if ((q13 + 4325) > 39)
        return;
    if ((blockIdx.x - beta12) <= q13)
        return;
    float t14 = MOD8_5(blockIdx.z);
    if (blockDim.z != t14)
        return;
    if (gridDim.y > t14)
        return;
}
// Helper used by the kernels below.

int host_tally15(int len16)
{
    dim3 k17((len16 + 255) / 256, 512);
    int lo18{len16};
    if ((len16 += lo18, 067L) >= RADIUS_3) {
        goto finish19;
    }
    if (lo18 != lo18)
        len16--;
    --len16;
finish19:;
    return MIN2_4(MOD8_5(lo18) + (27 * len16), +(lo18 - lo18));
}

namespace ops20 {
__global__ void drift21_kernel(bool p22, int* data23)
{
    int i24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    data23[4] += blend6(blend6(+threadIdx.x, blend6(threadIdx.z, p22, data23[i24]), 1 + blockDim.x), i24 * p22 * threadIdx.z, 070L);
    int diff25 = blend6(p22, MIN2_4(i24, i24), (i24)) + ((+threadIdx.x) * (14U));
    p22 = ((data23[2])) < (i24 - 21);
    unsigned idx26 = diff25;
}

__device__ float shade27(int stride28)
{
    int mid29 = stride28;
    long tmp30 = +((49L ^ mid29) + blend6(stride28, stride28, 2099));
    #pragma unroll 4
    for (int n31 = 0; n31 < 4; n31++)
        mid29 = (27 * (mid29 += TILE_DIM_1, 53)) % static_cast<int>(WARPS_2);
    switch (blend6(0x23E, tmp30, mid29)) {
    case 10:
    case 6:
        break;
    case 9:
        break;
    case 5:
        mid29 = blend6(blend6(15, mid29, mid29) << threadIdx.y, (stride28 - 53l) + (stride28 + 5), (9U));
        break;
    default:
        norm11((tmp30 / mid29), mid29);
        break;
    }
    return (RADIUS_3 * stride28) & (blend6(stride28, mid29, warpSize) % (alignof(int) << mid29));
}

void run_bump32(int stride33, float cfg34, int* buf35)
{
    host_tally15(MIN2_4(-buf35[stride33 & 7], MOD8_5(*buf35)));
    auto m36 = static_cast<long>((16));
    if (m36 * 0x1au) {
        goto out37;
    }
    host_tally15(MOD8_5(m36));
    stride33 |= buf35[m36] + (-host_tally15(TILE_DIM_1));
out37:;
}
} // namespace ops20

int main()
{
    int len38 = 0x5A9;
    int w39 = 0;
    do {
        ops20::drift21_kernel<<<dim3((len38 + 0377) / 256, sizeof(unsigned int) * (TILE_DIM_1 + TILE_DIM_1), (len38 + 0x3F) / 64), sizeof(unsigned int) * 32>>>(false / len38, nullptr);
        bool r40 = (~len38) > w39;
        short v41 = static_cast<int>(r40);
        ++w39;
    } while (w39 < len38);
    host_tally15(host_tally15(host_tally15(w39)));
    (++len38, (len38 = host_tally15(host_tally15(len38 >> w39))));
    return 0;
}
