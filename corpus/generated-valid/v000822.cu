// cudagen 0.1 seed 822 valid
// features: kernel,restrict_params,launch,launch_shared_mem,main,constexpr_var,if,for,do_while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_object,macro_statement,pp_if
#include "prelude.cuh"

#define CHUNK_1 32
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#if CHUNK_1 > 39
#define CONFIG_3 7
#else
#define CONFIG_3 19
#endif

__global__ void mix4(int* __restrict__ data5)
{
    data5[2] &= (CONFIG_3 - ((*data5) + (*data5))) - 41;
    int iter6 = 0;
    do {
        data5[iter6] = iter6;
        ++iter6;
    } while ((iter6 < 11) && (data5[iter6 & 7] == (*data5)));
    ++data5[7];
}

__global__ void update7_kernel(const float* in8, float* __restrict__ data9, int count10, unsigned b11)
{
    for (int n12 = 3; n12 > 0; --n12) {
        b11 = b11;
        int pass13 = 0x0;
        do {
            if (((*data9) - 54) == ((b11 != in8[1]) ? count10 : count10)) {
                unsigned long u14 = sizeof(int);
                long base15 = (b11 >= CONFIG_3) ? 060LL : 4;
            }
            ++pass13;
        } while ((pass13 < pass13) && (n12 >= b11));
        char r16 = (CONFIG_3);
    }
}

int main()
{
    int size17 = 0x8B0;
    int s18 = 46U;
    update7_kernel<<<(size17 + 127) / 128, 1 << 0b110, (CONFIG_3 + 1005)>>>(static_cast<const float*>(nullptr), static_cast<float*>(nullptr), 38UL, (s18 * s18) >> (sizeof(unsigned) | s18));
    mix4<<<1, (256), CONFIG_3 + 4077>>>(nullptr);
    return 0;
}
