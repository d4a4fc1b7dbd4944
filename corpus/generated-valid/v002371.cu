// cudagen 0.1 seed 2371 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,constexpr_function,main,constexpr_var,enum,if,for,goto,static_assert,ternary,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define CHUNK_1 256
#define TILE_DIM_2 3
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
enum Phase5 : int {
    OFF6,
    SLOW7,
    GREEN8 = 5,
    MUL9 = 8,
    MUL10 = 13
};

inline __host__ __device__ int trace11(const int* in12, int lane13, int len14)
{
    if (in12[len14] >= 45) {
        goto finish15;
    }
    lane13--;
    lane13 = (int)lane13;
finish15:;
    return 6;
}

constexpr __device__ __host__ int sweep16(int stride17, unsigned beta18)
{
    beta18 = 37;
    static_assert(sizeof(int) == 4, "tile must fit");
    return (((stride17 > 50) ? stride17 : beta18) & (beta18 | beta18)) - 0x16U;
}
static_assert((SLOW7 + (36)) > 36, "expected value");
enum Axis19 { BUSY20, ADD21, HIGH22, HIGH23 };
/* Helper used by the kernels below. */

__global__ void smooth24(const float* input25, int stride26)
{
    int idx27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (threadIdx.x > 23) {
        goto finish28;
    }
    if (idx27 >= stride26) {
        return;
    }
    stride26 = threadIdx.x;
    stride26 = (0x3d <= ((idx27 - idx27) * (idx27 + 64))) ? ((52 + (*input25)) - (stride26 + 49u)) : (sweep16(threadIdx.x, stride26) * (1 ^ idx27));
finish28:;
}

constexpr int host_relax29(int len30, int n31)
{
    signed char lim32 = (len30 >= (-n31)) ? (sweep16(n31, n31) + sizeof(int)) : (+(len30 - 3));
    return sweep16(len30, ~(0x2F9 + len30));
}

int main(void)
{
    int n33 = 3418;
    for (int n34 = 0; n34 < 0x3; n34++) {
        Phase5 h35 = GREEN8;
        Phase5 base36 = MUL10;
        base36 = GREEN8;
    }
    n33 = ((n33 - 0x18UL) << (n33)) % (((n33 == n33) ? 3 : n33) - (n33 + n33));
    smooth24<<<(n33 + 255) / 0x100, 512, sizeof(int) * 64>>>((const float*)nullptr, n33);
    return 0;
}
