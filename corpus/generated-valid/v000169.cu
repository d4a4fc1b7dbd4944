// cudagen 0.1 seed 169 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_device_function,main,shared_var,extern_shared,constexpr_var,local_array,enum,anon_namespace,if,for,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_object,macro_statement,comments
#include "prelude.cuh"

#define WARPS_1 128
#define BLOCK_SIZE_2 32
#define TILE_DIM_3 ((WARPS_1))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

namespace {
__device__ void stencil5(float a6, int n7) {
    float y8 = a6 * 24;
    n7++;
}
static constexpr unsigned int LANES9 = 32;

__global__ void kick10_kernel(const unsigned* src11, float p12, int len13) {
    extern __shared__ unsigned int dyn_14[];
    int t15(56lu ^ (len13 + (24ul * (*src11))));
    ACCUM_4(dyn_14[t15], (t15 * dyn_14[t15 & 7]));
    stencil5(LANES9 % dyn_14[len13], (35 * dyn_14[t15 & 7]) - ((src11 != nullptr) ? len13 : src11[t15 & 7]));
    __shared__ float sh_16;
    double off17{-17.0};
    off17 *= 8;
    __shared__ float sh_18[8 * 4];
}
} // namespace
enum State19 { SLOW20, BLUE21 };
enum Mode22 { MUL23, ADD24, GREEN25, MUL26 };

__global__ void __launch_bounds__(BLUE21 + 31) scatter27_kernel(int* dst28) {
    if (dst28[0])
        return;
    dst28[5] = LANES9;
    __shared__ unsigned char sh_29[(BLUE21 + (GREEN25 + (GREEN25 + (BLUE21 + 2))))];
    stencil5(sizeof(long), LANES9 / ((sh_29[4] == LANES9) ? (*dst28) : LANES9));
    constexpr char m30 = 0b1110;
    int cnt31[3] = {};
}

__device__ unsigned char norm32(int count33) {
    short idx34[3] = {};
    count33 += 1149;
    int acc35{0b101010ll};
    return acc35 | ' ';
}

__host__ __device__ float combine36(int count37) {
    count37 %= count37 & ((count37 | count37) % LANES9);
    if (count37 == count37)
        return (count37 - count37) << ((count37 <= sizeof(unsigned int)) ? LANES9 : 0x2D);
    count37++;
    Mode22 res38 = ADD24;
    return count37;
}
/* Layout: row-major, no padding. */

__device__ __host__ void fold39(long p40, int lane41) {
    State19 t42 = BLUE21;
    unsigned int h43 = ((p40 + t42) < combine36(p40)) ? ((18u + lane41) / t42) : 0xAB5;
    if (t42 != BLUE21)
        return;
}

int main() {
    int len44 = 3577;
    for (int j45 = len44; j45 > 0; --j45)
        len44 = short(LANES9 + j45 + (2 + j45));
    int* mid46 = (int*)nullptr;
    for (int n47 = 0; n47 < len44; n47++) {
        static_assert(21 == 21, "expected value");
    }
    ACCUM_4(len44, (55LL - len44));
    kick10_kernel<<<dim3(4 * 16, LANES9 + 0b100000), dim3((len44 + 0x3F) / 64, 1 << (MUL26 + (ADD24 + 5)), (len44 + 0b111111) / 64), 0, (cudaStream_t)0>>>(reinterpret_cast<const unsigned int*>(mid46), (LANES9 * (*mid46)) + combine36(ADD24), (LANES9 + mid46[len44]) - (*mid46));
    scatter27_kernel<<<(len44 + 31) / 32, 1 << (GREEN25 + 6), sizeof(int) * 32>>>(nullptr);
    return 0;
}
