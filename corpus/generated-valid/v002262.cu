// cudagen 0.1 seed 2262 valid
// features: kernel,launch,launch_shared_mem,device_function,device_noinline,static_device_function,host_function,static_host_function,default_args,main,device_var,shared_var,static_shared,constexpr_var,const_local,anon_namespace,if,switch,switch_fallthrough,ternary,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof
#include "prelude.cuh"

inline constexpr int BLOCK1 = (2) * (4);
__device__ unsigned int d_step2 = 0100;

static __device__ long scatter3(int lane4, float beta5) {
    __shared__ int sh_6;
    static __shared__ int sh_7;
    beta5++;
    const float w8 = (d_step2 > (+sh_6)) ? (24.625f + beta5) : 22.0f;
    if (w8 > 50) {
        return beta5;
    }
    return (unsigned long long)sh_6;
}

namespace {
__device__ long d_weigh9 = -57;

static int run_grow10(const float *coef11, int n12, int stride13 = 10) {
    stride13 = -50;
    n12 = stride13;
    return -34l;
}
} // namespace

__device__ __noinline__ void update14(int count15) {
    switch (-d_weigh9) {
    case 2: {
        __shared__ short int sh_16;
        d_weigh9 = float(BLOCK1);
        [[fallthrough]];
    }
    case 6:
        count15 = 1;
        if ((d_step2 / d_weigh9) <= sizeof(long)) {
            return;
        }
        [[fallthrough]];
    case BLOCK1 + 3:
    case (BLOCK1 + 1):
        break;
    default:
        break;
    }
}

__global__ void pivot17(unsigned int *data18) {
    switch (d_step2 + d_weigh9) {
    case 8: {
        ++(*data18);
        constexpr long flag19 = 57l;
        break;
    }
    case 0x7: {
        double r20{10U};
        d_weigh9++;
        break;
    }
    }
}

int main(void) {
    int size21 = 2119;
    pivot17<<<4, BLOCK1 + (BLOCK1 + 0b10000), sizeof(int) * 32>>>((unsigned int*)nullptr);
    size21 = (BLOCK1 + size21) - ((size21 / BLOCK1) * 4);
    if (((11u > size21) ? size21 : size21) < 31) {
        return static_cast<unsigned>(0x66);
    }
    return 0x0;
}
