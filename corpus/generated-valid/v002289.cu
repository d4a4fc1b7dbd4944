// cudagen 0.1 seed 2289 valid
// features: kernel,launch_bounds,launch,main,struct,struct_methods,while,compound_assign,bitwise,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,cast_c,cast_static,sizeof,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
// Returns the accumulated value.

struct Stats3 {
    int y4;
    float val5;
    double y6;
    unsigned int val7;
};

struct Tile8 {
    double sum9;
    float vel10;
    __host__ __device__ double scale11(unsigned long long h12) const {
        h12 |= static_cast<long>(sum9);
        return sizeof(float);
    }
};

__global__ void __launch_bounds__((128), 3) grow13_kernel(long cfg14, const int *input15, int len16) {
    len16 |= static_cast<long>(input15[0]) + (-len16);
    cfg14 = static_cast<float>(4.125f);
    cfg14 = len16;
    len16 |= ((37 * cfg14) + (~cfg14)) - static_cast<int>(input15[cfg14] * cfg14);
    cfg14 ^= 0x27u * (((*input15) + sizeof(float)) * ((int)CAT_2(cfg, 14)));
}

int main() {
    int count17 = 4038;
    grow13_kernel<<<4, 128>>>(3549ULL, &count17, static_cast<long>(static_cast<long>(count17)));
    int iter18 = 0;
    while (iter18 < count17) {
        count17 = ~(iter18 % iter18);
        grow13_kernel<<<(iter18 + 255) / 0x100, 16 * 16>>>(static_cast<double>(+iter18), &count17, CAT_2(count, 17));
        ACCUM_1(count17, (0b111000UL));
        ++iter18;
    }
    int mid19 = (count17 + 2082u) | ((2LL ^ CAT_2(iter, 18)) + (CAT_2(count, 17)));
    return 0;
}
