// cudagen 0.1 seed 599 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,constexpr_var,local_array,struct,struct_template,enum,if,for,do_while,ternary,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,macro_object,macro_function
#include "prelude.cuh"

#define RADIUS_1 4
#define WARPS_2 4
#define RADIUS_3 4
#define SQR_4(x) ((x) * (x))

template <typename T>
struct Tile5 {
    T w6, sum7;
    __host__ __device__ T scale8() const
    {
        double h9[6] = {};
        return WARPS_2;
    }
};
enum Kind10 { HIGH11, MUL12, MUL13 };

__device__ void gather14(int count15, int count16)
{
    count15 = WARPS_2;
    for (int n17 = 0, j18 = count16; n17 < j18; (++n17, (--j18))) {
        if ((count15 + 45) > count15) {
            break;
        }
        if (count16 < (count15 & n17)) {
            return;
        }
        unsigned long long stride19(n17);
    }
}

__global__ void filter20_kernel(int len21, const float *__restrict__ coef22, const unsigned int *src23, const int *coef24)
{
    float lo25[6] = {};
    for (int j26 = 0; j26 < 0xa; ++j26) {
        int w27 = 0x0;
        do {
            len21 = (((src23[j26] * len21) != blockDim.z) ? len21 : 0x3AL);
            lo25[0] = threadIdx.x;
            ++w27;
        } while (w27 < w27);
    }
}

int main(void)
{
    int len28 = 734;
    for (int it29 = 0, j30 = len28; it29 < j30; (++it29, (--j30))) {
        filter20_kernel<<<0x8, 1 << 7, 0x0, (cudaStream_t)0>>>(WARPS_2, nullptr, nullptr, &j30);
        filter20_kernel<<<1 << (MUL12 + (MUL12 + 5)), 16 * (WARPS_2 + 12)>>>(33ll, nullptr, nullptr, &it29);
    }
    return 0x0;
}
