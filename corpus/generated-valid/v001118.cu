// cudagen 0.1 seed 1118 valid
// features: kernel,maxnreg,launch,launch_dim3,main,constexpr_var,auto_var,struct,struct_template,switch,static_assert,compound_assign,bitwise,incdec,member_access,method_call,lit_int_hex,lit_int_suffix,lit_float,sizeof,macro_object,macro_function,macro_statement,comments
#include "prelude.cuh"

#define RADIUS_1 256
#define NUM_ITERS_2 8
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define HALF_4(x) ((x) / 2)
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
// NOTE: keep in sync with the host reference.

template <typename T>
struct Pixel8 {
    T weight9;
    __host__ __device__ void apply10(T q11) {
        q11 = q11 * weight9;
    }
};

__global__ void __maxnreg__(32) filter12_kernel(double p13) {
    float flag14 = p13 - (12.375f / p13);
    Pixel8<long> res15 = Pixel8<long>{14};
    switch (res15.weight9 * NUM_ITERS_2) {
    case 0:
        ACCUM_5(res15.weight9, (64ll));
        break;
    case 3:
        static_assert(sizeof(int) == 4);
        break;
    case 0x1: {
        auto idx16 = 6.0f;
        break;
    }
    case 6:
        res15.apply10(flag14);
        break;
    }
}

int main() {
    int n17 = 926;
    ACCUM_5(n17, (HALF_4(n17)));
    n17--;
    filter12_kernel<<<(n17 + 63) / 0x40, sizeof(float) * 8>>>(22.0f);
    filter12_kernel<<<dim3(8 * 2, NUM_ITERS_2 + (NUM_ITERS_2 + (NUM_ITERS_2 + 0x68))), NUM_ITERS_2 + 120>>>((n17 - n17) + 30lu);
    n17 %= (-(n17 * n17));
    n17++;
    return 0;
}
