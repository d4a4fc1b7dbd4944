// cudagen 0.1 seed 711 invalid:macro_too_many_args
// features: kernel,restrict_params,launch,builtin_vars,main,shared_var,static_shared,struct,if,comparison,incdec,comma,pointer_arith,array_index,lit_nullptr,cast_c,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define SCALE_17(a, b) ((a) * (b))
#define WARPS_1 256
#define RADIUS_2 (16)
#define NUM_ITERS_3 (256)
#define LOW_BITS_4(x) ((x) & 0xF)
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
#define CAT_6(a, b) a##b

#if (WARPS_1 * 2) >= 49 && WARPS_1 != 0
#define CONFIG_7 2
#else
#define CONFIG_7 24
#endif

__global__ void trace8_kernel(unsigned char *__restrict__ data9) {
    if (LOW_BITS_4(gridDim.y))
        return;
    (*data9) = data9[5] + MIN2_5((*data9) / 20, *data9);
    if ((data9[7] += threadIdx.y, data9[gridDim.x]) <= ((*data9) + (*data9))) {
        static __shared__ short sh_10[8 * 2];
    }
    data9[0] = ((*data9) += *data9, (*data9));
}

struct Vec11 {
    int sum12, hi13;
    float flag14;
    unsigned char id15;
};

int main() {
    int size16 = 55;
    size16 = SCALE_17(size16, 2, 3);
    --size16;
    --size16;
    trace8_kernel<<<(512), WARPS_1>>>((unsigned char*)nullptr);
    return 0;
}
