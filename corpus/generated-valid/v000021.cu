// cudagen 0.1 seed 21 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,main,device_var,shared_var,static_shared,constexpr_var,enum,enum_class,if,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,sizeof,macro_object,macro_paste,comments
#include "prelude.cuh"

#define CHUNK_1 5
#define RADIUS_2 16
#define CAT_3(a, b) a##b

__global__ void mix4(int count5, bool cfg6, int lane7, int n8)
{
    ++count5;
    if ((CHUNK_1 >= cfg6) && cfg6) {
        return;
    }
    ++n8;
    count5 = cfg6;
    constexpr long idx9 = 49;
}
__device__ float d_kick10 = 15.25F;
enum class Phase11 : unsigned int { Low12, High13, Low14 = 3, Green15 };
enum Axis16 : unsigned char {
    BUSY17 = 3,
    ADD18,
    BUSY19,
    ON20,
    SLOW21
};
enum Kind22 { GREEN23 = 1, HIGH24, LOW25, RED26 };
// Computes one element per thread.

static __global__ void __launch_bounds__(sizeof(int) * 128) update27(int* data28, unsigned int* __restrict__ out29, int n30, int* dst31)
{
    if ((*data28) <= ((unsigned int)dst31[n30 & 7])) {
        static __shared__ int sh_32[sizeof(unsigned int) * (CHUNK_1 + BUSY17)];
        __shared__ unsigned sh_33;
        if ((n30 - (sh_32[sh_33 & 31] + d_kick10)) > (*dst31)) {
            d_kick10 = 4 - n30;
            n30 = n30 * (((*data28) + sh_32[6]) | dst31[sh_33]);
        }
    }
}

int main()
{
    int len34 = 01712;
    len34 = BUSY19;
    if (!((len34 < len34) && CAT_3(len, 34))) {
        constexpr int sum35 = 1ll;
    }
    len34--;
    len34 = HIGH24;
    mix4<<<(len34 + 255) / 256, (SLOW21 + 121)>>>((017 - len34) * len34, (len34) + true, sizeof(double) + len34, 35);
    update27<<<(len34 + 127) / 128, (LOW25 + 509)>>>((int*)nullptr, nullptr, ~len34, (int*)nullptr);
    return 0;
}
