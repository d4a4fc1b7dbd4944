// cudagen 0.1 seed 505 valid
// features: kernel,restrict_params,launch,launch_dim3,device_function,static_device_function,main,constexpr_var,if,switch,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,comments
#include "prelude.cuh"

static __device__ char clamp1(int *data2, double cfg3, unsigned char *acc4) {
    cfg3 = (53lu + acc4[3]) / cfg3;
    cfg3 -= 0x1C;
    bool res5(acc4[0x7] / 1);
    data2[0x2] &= res5;
    cfg3 = res5;
    return 0x11;
}

__global__ void rank6(double cfg7, const long *input8, int *acc9, int *acc10) {
    constexpr bool hi11 = 1;
    constexpr int mid12 = 50lu;
    cfg7 = acc10[6];
    switch (acc9[0] + 0x7ul) {
    case 7: {
        constexpr int e13 = (2) * (3 * 2);
        break;
    }
    case 3:
        if ((cfg7 + 0x17U) > 0x2U)
            break;
        break;
    case 1 << 3:
        break;
    default:
        if (((int)cfg7) < 6l)
            return;
        break;
    }
}
/* NOTE: keep in sync with the host reference. */

__device__ int norm14(unsigned long long q15, const unsigned *__restrict__ input16, int n17) {
    clamp1(&n17, q15, (unsigned char*)nullptr);
    float u18 = 12.5f;
    float m19 = clamp1(&n17, 11, nullptr);
    return u18;
}

int main(void) {
    int size20 = 690;
    rank6<<<dim3(0x1), (64)>>>(4.375 + size20 + (15.125 - size20), static_cast<const long*>(nullptr), &size20, &size20);
    size20++;
    size20 = 46;
    return 0x0;
}
