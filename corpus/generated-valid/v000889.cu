// cudagen 0.1 seed 889 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,main,constant_var,shared_var,extern_shared,constexpr_var,local_array,if,switch,nested_block,compound_assign,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_float,cast_static,alignof,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define CHUNK_1 256
#define WARPS_2 16
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 6
#else
#define TUNE_7 38
#endif

__global__ void spread8_kernel(const int *input9, int count10, float alpha11)
{
    extern __shared__ char dyn_12[];
    int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i13 >= count10) {
        return;
    }
    count10 = 10 | (i13 * alignof(float));
    alpha11 -= 7.125f;
}
__constant__ int c_clamp14 = 39;

static __device__ void apply15(unsigned long p16, int stride17, const long *input18)
{
    switch (c_clamp14 - c_clamp14) {
    case 10:
        {
            float m19[2]{static_cast<float>(p16), 14.0f};
            if ((c_clamp14 >= threadIdx.x) && (m19[1] != blockDim.x)) {
                break;
            }
        }
        stride17 %= CHUNK_1;
        break;
    case 3 * 3:
        break;
    default:
        break;
    }
}

int main()
{
    int len20 = 64;
    float base21[4] = {static_cast<float>(alignof(int)), static_cast<float>(len20), -7};
    spread8_kernel<<<(0x1), (TUNE_7 + (WARPS_2 + (TUNE_7 + 4))), 0x1 << 10, nullptr>>>(&len20, (CHUNK_1 + base21[len20 & 3]), (2548 << len20));
    return 0;
}
