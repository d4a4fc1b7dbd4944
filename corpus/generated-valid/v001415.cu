// cudagen 0.1 seed 1415 valid
// features: kernel,maxnreg,launch,builtin_vars,device_function,main,constexpr_var,local_array,auto_var,struct,struct_methods,aligned_struct,if,for,switch,nested_block,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 5
#define RADIUS_2 3

#if NUM_ITERS_1 % 2 == 0 || NUM_ITERS_1 < 4
#define CONFIG_3 7
#else
#define CONFIG_3 16
#endif

struct alignas(16) Acc4 {
    bool val5;
    unsigned int x6;
    __host__ __device__ unsigned int get7(int e8) const {
        return 3;
    }
};

__device__ void probe9(int *dst10, short alpha11, float *acc12) {
    auto s13 = (((*dst10) * 10) & 8) * blockIdx.z;
    {
        --s13;
        (*acc12)++;
    }
    unsigned int cnt14[6] = {};
}

__global__ void __maxnreg__(128) blend15(long *buf16, int stride17, int *acc18) {
    unsigned int gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid19 >= stride17)
        return;
    buf16[3] = (int(buf16[1] * RADIUS_2) > 13) ? ((+gid19) - (acc18[stride17 & 7])) : buf16[2];
    stride17 -= gid19;
    for (int j20 = stride17; j20 > 0; --j20) {
        switch (buf16[j20]) {
        case 9:
            buf16[stride17 & 7] += 0b111001;
            break;
        case 2 * 2:
            break;
        }
        if (!buf16)
            return;
        stride17++;
    }
}

int main() {
    int size21 = 1977;
    int cnt22 = size21;
    cnt22 >>= sizeof(int);
    if (size21 != 60)
        return (55 * cnt22) % (cnt22 + cnt22);
    blend15<<<2, 1 << (RADIUS_2 + 2)>>>(static_cast<long*>(nullptr), 44, nullptr);
    return 0;
}
