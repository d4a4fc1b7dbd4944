// cudagen 0.1 seed 282 invalid:narrowing_in_braces
// features: kernel,launch,launch_dim3,builtin_vars,device_function,device_noinline,main,shared_var,extern_shared,struct,struct_methods,operator_overload,if,if_else,while,goto,nested_block,static_assert,compound_assign,shift,comparison,comma,pointer_arith,array_index,lit_int_octal,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_function,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
__device__ __noinline__ int fuse5(size_t *out6) {
    if ((out6[warpSize] - threadIdx.x) > 37) {
        goto skip8;
    }
    if ((*out6) != (*out6)) {
        (*out6) <<= ((51) - (*out6)) - ((out6[blockDim.x] - 8) >> out6[1]);
        double lo7 = *out6;
    } else if (((unsigned)((int)(*out6))) <= ('\x7f' / out6[0])) {
        static_assert(60 > 073, "size check");
    }
    {
        if (out6 != nullptr)
            return out6[7];
        out6[warpSize] /= static_cast<float>(out6[threadIdx.z]) * (+(*out6));
    }
skip8:;
    return (out6[3] += out6[7], 47);
}
// Layout: row-major, no padding.
struct Cell9 {
    float val10;
    unsigned long y11;
};
struct Stats12 {
    bool lo13;
    unsigned long long flag14;
    float lo15;
    unsigned int val16;
    __host__ __device__ void mix17(unsigned int m18) {
        if ((val16 + lo13) < val16)
            return;
    }
};
inline __host__ __device__ Stats12 operator+(Stats12 a, Stats12 b) {
    Stats12 r = a;
    r.flag14 += b.flag14;
    r.lo15 += b.lo15;
    r.val16 += b.val16;
    return r;
}
__global__ void weigh19(unsigned alpha20) {
    extern __shared__ unsigned long dyn_21[];
    int gid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    long long hi23 = 38;
    __shared__ Cell9 sh_24[0200];
    dyn_21[6] = sizeof(int);
}
int main() {
    int count25 = 4094;
    int vals27[2] = {1.5, 2};
    count25 >>= 2;
    int w26 = 0;
    while (w26 < 3) {
        weigh19<<<dim3((w26 + 255) / 256), 512>>>(w26);
        ++w26;
    }
    if (w26 != w26)
        return MIN2_1(w26, count25 * 1);
    return 0;
}
