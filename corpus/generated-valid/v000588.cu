// cudagen 0.1 seed 588 valid
// features: kernel,kernel_static,launch,builtin_vars,main,constexpr_var,struct,class_private,if,goto,ternary,bitwise,comparison,incdec,lit_int_hex,lit_int_suffix,cast_functional,sizeof,macro_object,pp_if,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define BLOCK_SIZE_2 4
#define BLOCK_SIZE_3 3
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#if BLOCK_SIZE_2 == 4
#define CONFIG_6 1
#else
#define CONFIG_6 27
#endif
#undef CONFIG_6
#define CONFIG_6 24

class Node7 {
    int lo8, count9;
    int x10;
public:
    __host__ __device__ Node7(int a11, int c12, int init13) : lo8(a11), count9(c12), x10(init13) {}
    __host__ __device__ void mix14(double r15) {
        lo8--;
    }
    __host__ __device__ int scale16() const {
        double res17{43};
        return res17;
    }
};

static __global__ void shade18(double b19) {
    int i20 = threadIdx.x;
    b19 = (2519ul | i20) & i20;
    ++b19;
    constexpr int sum21 = 60;
    if (i20 > sum21) {
        goto done22;
    }
    if (b19 != 20) {
        return;
    }
done22:;
}

int main() {
    int size23 = 1624;
    if (size23 > (size23 * 12U)) {
        return sizeof(int);
    }
    size23 = size23;
    if (size23 < size23) {
        return size23 / (size23 * BLOCK_SIZE_3);
    }
    shade18<<<(size23 + 0x3f) / 64, 32>>>((52u / size23) + (~size23));
    int z24 = ((int(size23) / (22 / size23)) != size23) ? 47 : size23;
    --size23;
    return 0;
}
