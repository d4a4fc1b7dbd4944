// cudagen 0.1 seed 2261 valid
// features: kernel,restrict_params,launch,launch_shared_mem,device_function,static_device_function,main,for,while,shift,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_string,lit_nullptr,cast_functional,cast_static,sizeof,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

__global__ void weigh3(unsigned b4)
{
    for (int j5 = 0; j5 < 5; ++j5) {
        int mid6 = (L' ' + j5) - (5 + (j5 + j5));
        double lo7 = b4 * CAT_2(mid, 6);
        float tmp8 = ((j5 >> mid6) >> (54ul - mid6)) >> (int(sizeof(float)) * b4);
    }
    unsigned char lo9 = static_cast<int>(b4) + sizeof(unsigned int);
}

__global__ void update10_kernel(int count11, const int* input12, short* dst13, unsigned char b14)
{
    for (int n15 = 0; n15 < count11; n15++) {
        b14--;
        (*dst13) = 0x5u;
    }
    int pass16 = 0;
    while (pass16 < count11) {
        ACCUM_1(dst13[0b11], (946));
        b14++;
        b14--;
        ++pass16;
    }
}
/* Layout: row-major, no padding. */

static __device__ void scale17(int lane18, int* __restrict__ acc19)
{
    float idx20 = lane18;
    lane18--;
    for (int j21 = 0x0; j21 < lane18; ++j21) {
        unsigned long prod22 = (static_cast<int>(lane18)) * (j21 + 2531);
        ACCUM_1(prod22, (((acc19[3] - 14) / 0x40) / acc19[5]));
    }
}

int main()
{
    int len23 = 2532;
    len23 = CAT_2(len, 23) - len23;
    for (int it24 = 0; it24 < len23; ++it24) {
        for (int j25 = 0; j25 < 7; ++j25) {
            const char* sum26 = "warp size";
        }
        len23 = (it24 + (len23 * 0ul)) % 40;
    }
    weigh3<<<(len23 + 0xFF) / 256, 128, 0>>>(len23);
    update10_kernel<<<sizeof(unsigned int) * 32, (64)>>>(len23 * ('a' * CAT_2(len, 23)), &len23, nullptr, 036u * CAT_2(len, 23));
    return 0b0;
}
