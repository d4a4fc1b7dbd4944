// cudagen 0.1 seed 1663 valid
// features: kernel,launch,launch_shared_mem,host_device_function,main,constant_var,enum,if,if_init,for,goto,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,macro_function
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
__constant__ int c_warp3 = 21UL;
enum Level4 : short { BLUE5, BLUE6 = 4, BUSY7 };

__global__ void fold8_kernel(unsigned short *data9)
{
    data9[c_warp3] &= 36;
    if ((*data9) <= (*data9)) {
        return;
    }
    data9[0] += (signed char)(int(data9[c_warp3]) + (c_warp3 | c_warp3));
    if (long long r10 = c_warp3; data9 == nullptr) {
        int s11 = MIN2_1(c_warp3 * r10, r10) / data9[1];
        float w12(0x668);
        s11--;
    }
}

__host__ __device__ void tile13(int lane14)
{
    lane14 = 11;
    --lane14;
    lane14 *= MIN2_1((unsigned int)(lane14 += lane14, 39), lane14);
    lane14 = lane14 % ((lane14 - 51) + ((unsigned int)2302));
    unsigned short cnt15{2};
    if ((cnt15 & lane14) >= cnt15) {
        goto out16;
    }
    cnt15 %= (cnt15);
out16:;
}

int main()
{
    int size17 = 0xa00;
    for (int n18 = 9; n18 > 0; --n18) {
        size17 = (size17 += 49lu, 22lu);
        size17 = n18;
        ++size17;
    }
    size17 = float(17.625f);
    fold8_kernel<<<1 << BLUE6, 64, 0x100>>>(nullptr);
    return 0;
}
