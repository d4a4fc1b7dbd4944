// cudagen 0.1 seed 522 invalid:static_assert_failure
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,constant_array,shared_var,shared_2d,enum_class,if,for,ternary,compound_assign,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,sizeof,alignof,macro_function,macro_statement
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
enum class Level6 : long { Add7, Fast8 = 5, Idle9, Add10 };

__global__ void relax11(long p12, int *buf13) {
    unsigned int gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid14 >= p12) {
        return;
    }
    p12 <<= buf13[0x1];
    buf13[4] = SQR_1(MOD8_2(gid14));
    Level6 k15 = Level6::Add7;
    (*buf13) = threadIdx.x;
}
__constant__ double c_merge16[8] = {57, -14.5, -15, 41, 'A', 9.25f, -21.375, 11.125};
enum class Mode17 { Slow18, Blue19, High20 = 6, Blue21 };
enum class State22 : int { Busy23, On24, Add25 = 4 };

static __global__ void pack26(int lane27) {
    int gid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int *base29 = &lane27;
    base29[0b11] = threadIdx.y;
    for (int j30 = 0x1 << 3; j30 > 0; --j30) {
        if (19 >= j30) {
            return;
        }
        __shared__ short sh_31[5][0b11];
        __shared__ unsigned sh_32[128];
    }
    ACCUM_3(base29[5], (4));
}

static float spread33(const unsigned *in34, int n35) {
    n35 = SQR_1(n35) - 1452;
    State22 off36 = State22::On24;
    Mode17 stride37 = Mode17::Slow18;
    relax11<<<(0b1000000), sizeof(float) * 0x10, (1024), 0>>>((n35 - in34[0b111]) + 0x3A, &n35);
    pack26<<<1 << 010, 8 * 8>>>(sizeof(unsigned long) << n35);
    return ((in34 == nullptr) ? n35 : (48l * (*in34))) - (alignof(char) + ((*in34) - 25LL));
}
static_assert(sizeof(int) == 8, "int must be 8 bytes");

int main(void) {
    int count38 = 2522;
    for (int n39 = 0; n39 < 0x4; n39++) {
        count38 = 34ul;
    }
    bool m40 = count38 + 64;
    pack26<<<(count38 + 63) / 64, 32>>>(35 % ((count38 < count38) ? 4038 : m40));
    int r41 = count38;
    return 0x0;
}
