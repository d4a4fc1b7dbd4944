// cudagen 0.1 seed 1587 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,auto_var,enum,if,for,switch,switch_fallthrough,goto,compound_assign,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_statement,pp_if,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define RADIUS_2 5
#define TILE_DIM_3 (16)
#define SQR_4(x) ((x) * (x))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

#if (TILE_DIM_3 * 2) >= 20 && TILE_DIM_3 != 0
#define CONFIG_8 8
#else
#define CONFIG_8 17
#endif
#undef NUM_ITERS_1
#define NUM_ITERS_1 12
enum Axis9 : unsigned int { SLOW10 = 3, BLUE11 = 5, SLOW12 };
enum Color13 : int { FAST14, OFF15 = 3 };

static __global__ void smooth16(const char* coef17, float* dst18, int count19, const unsigned int* in20) {
    extern __shared__ int dyn_21[];
    float q22 = TILE_DIM_3;
    __shared__ unsigned int sh_23[32];
    auto w24 = count19 + (-dst18[threadIdx.z]);
}

static __global__ void lerp25(int lane26, float beta27) {
    extern __shared__ double dyn_28[];
    int gid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Color13 u30 = OFF15;
    if (u30 != FAST14) {
        goto finish35;
    }
    for (int i31 = 0x0; i31 < 9; i31++) {
        for (int j32 = 0, j33 = 5; j32 < j33; (++j32, (--j33))) {
            if (SQR_4(blockIdx.x) == beta27) {
                lane26 -= j33 + SLOW12;
                int idx34 = 34;
            }
        }
    }
finish35:;
}

template <typename T, int N = 2>
__global__ void __maxnreg__(32) update36_kernel(T* buf37) {
    unsigned int gid38 = threadIdx.x;
    for (int n39 = 0xb; n39 > 0; --n39) {
        switch (gridDim.x) {
        case 0:
            break;
        case 1 << 1:
        case sizeof(unsigned int) * OFF15:
        case 11:
            buf37[threadIdx.z]++;
            break;
        }
    }
    __shared__ float sh_40[8];
    if (sh_40[1] < buf37[6]) {
        goto done41;
    }
    sh_40[threadIdx.x] = buf37[0];
done41:;
}

int spread42(long long a43) {
    for (int it44 = 0; it44 < 8; ++it44) {
        a43++;
        ACCUM_5(a43, (it44));
    }
    a43++;
    if (a43 <= a43) {
        return a43;
    }
    return a43 / a43;
}

int main() {
    int len45 = 0x261;
    ACCUM_5(len45, (8));
    --len45;
    smooth16<<<(len45 + 0x3F) / 64, 128 * 0x2>>>(nullptr, (float*)nullptr, len45, (const unsigned int*)nullptr);
    lerp25<<<dim3((16)), 128>>>(-39, SQR_4(float(len45)));
    update36_kernel<unsigned, ((5))><<<(len45 + 63) / 0x40, 512>>>(nullptr);
    return 0;
}
