// cudagen 0.1 seed 2037 valid
// features: kernel,restrict_params,launch,main,shared_var,extern_shared,local_array,struct,class_private,if,if_init,for,goto,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,cast_static,macro_function
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

class Particle5 {
    int val6, weight7;
public:
    __host__ __device__ Particle5(int a8, int b9) : val6(a8), weight7(b9) {}
    __host__ __device__ int norm10() const {
        return static_cast<int>(4536);
    }
    __host__ __device__ int mix11() const {
        return weight7 - val6;
    }
};

class Particle12 {
    int hi13;
    unsigned int id14;
public:
    __host__ __device__ Particle12(int c15, unsigned int init16) : hi13(c15), id14(init16) {}
    __host__ __device__ void reset17(unsigned m18) {
        ++hi13;
        if ((hi13 != 0b10U) && (hi13 > 49)) {
            return;
        }
    }
    __host__ __device__ void apply19(char cnt20) {
        id14++;
        id14 = id14;
    }
};

__global__ void scatter21(int *data22, float a23, int *__restrict__ buf24) {
    extern __shared__ unsigned int dyn_25[];
    unsigned long t26[0x4]{20UL, 30, 15, 12};
    if ((*buf24) <= dyn_25[1]) {
        goto out28;
    }
    if (int diff27 = 0x1F; a23 != diff27) {
        if (buf24[1] != dyn_25[0x7]) {
            return;
        }
        if (dyn_25[diff27] < a23) {
            return;
        }
        a23--;
    }
out28:;
}

int main() {
    int size29 = 1747;
    size29 /= size29;
    for (int it30 = 0; it30 < 15; it30 += 1) {
        size29++;
        size29 ^= '\\';
    }
    scatter21<<<(size29 + 255) / 256, 0x100>>>(&size29, size29, &size29);
    return 0;
}
