// cudagen 0.1 seed 137 invalid:division_by_zero
// features: kernel,kernel_from_macro,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,main,local_array,struct,operator_overload,if,if_else,if_init,goto,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_function,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define SQR_2(x) ((x) * (x))

__global__ void smooth3(long *dst4, float *out5, unsigned alpha6, int stride7) {
    int idx8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (dst4[stride7] <= ((*out5) + idx8))
        return;
    dst4[idx8] |= stride7;
    short int w9 = ((float)(9 * warpSize)) * ((double)(idx8 * dst4[3]));
    if (((w9) & 1)) {
        goto out12;
    }
    if (int z10 = (int)50lu; (w9 - 2559l) != z10) {
        if (threadIdx.z == 32l) {
            alpha6++;
        } else {
            int val11 = SQR_2(out5[0x3]);
        }
    }
out12:;
}
#define DEFINE_MAP_KERNEL_13(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_13(map_split14, double)
DEFINE_MAP_KERNEL_13(map_tile15, double)
/* Helper used by the kernels below. */

struct Acc16 {
    double z17;
    signed char weight18;
    double flag19;
};

__host__ __device__ Acc16 operator+(Acc16 a, Acc16 b) {
    Acc16 r = a;
    r.z17 += b.z17;
    r.weight18 += b.weight18;
    r.flag19 += b.flag19;
    return r;
}
/* Computes one element per thread. */

template <typename T, class U>
__device__ T sweep20(U b21) {
    b21 += 40;
    unsigned long long u22[4]{51, 243ull, 54U, 13};
    return 8.25f;
}

int main() {
    int count23 = 172;
    count23 = count23 / 0;
    if (unsigned long w24 = count23; (count23 + '\t') < w24) {
        w24--;
        count23 -= w24 / SQR_1(count23);
    }
    smooth3<<<128, 512, 256>>>(static_cast<long*>(nullptr), static_cast<float*>(nullptr), ((int)sizeof(float)) + count23, count23);
    map_split14<<<sizeof(float), 0x40 * 4, 0, nullptr>>>(nullptr, static_cast<unsigned>(count23));
    map_tile15<<<dim3(0x40), dim3(040 * 2, 1 << 4), 02000>>>(nullptr, count23);
    return 0;
}
