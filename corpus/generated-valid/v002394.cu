// cudagen 0.1 seed 2394 valid
// features: kernel,launch,launch_dim3,launch_stream,device_function,device_forceinline,static_device_function,default_args,main,constexpr_var,auto_var,struct,struct_methods,if,nested_block,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_suffix,cast_functional,macro_object,macro_function,pp_if,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 5
#define NUM_ITERS_2 (128)
#define HALF_3(x) ((x) / 2)
#define HALF_4(x) ((x) / 2)

#if (BLOCK_SIZE_1 * 2) >= 1 && BLOCK_SIZE_1 != 0
#define CONFIG_5 2
#else
#define CONFIG_5 28
#endif

static __device__ float filter6(int stride7) {
    {
        stride7 = HALF_3(stride7);
        char y8 = BLOCK_SIZE_1;
    }
    return stride7 * NUM_ITERS_2;
}

__device__ __forceinline__ double decay9(int len10, bool b11, int n12 = 40ul) {
    n12 -= 42;
    n12 %= 7;
    b11 = (b11 + 6L) == b11;
    double f13{33};
    long long y14 = long(59);
    float u15(y14);
    auto lo16 = HALF_3(len10);
    return HALF_4((-len10) + 27);
}
// Helper used by the kernels below.

struct Tile17 {
    int sum18;
    int count19;
    unsigned char vel20;
    int flag21;
    __host__ __device__ void total22(float flag23) {
        unsigned char lo24 = 48lu;
    }
};

__global__ void fuse25(const int *coef26) {
    unsigned off27 = float(HALF_3(HALF_3(coef26[6])));
    off27 = off27;
    double mid28 = *coef26;
    int y29 = 40;
}

struct Cell30 {
    bool flag31;
    int x32;
    unsigned int sum33;
};

int main(void) {
    int count34 = 3765;
    if (count34 >= 30L) {
        fuse25<<<dim3(2, (128)), 512>>>(&count34);
        count34 %= 63;
        cudaStream_t val35 = nullptr;
    }
    return 0;
}
