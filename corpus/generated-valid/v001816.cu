// cudagen 0.1 seed 1816 valid
// features: kernel,launch_bounds,launch,launch_dim3,host_device_function,host_function,default_args,main,local_array,enum,enum_class,if,for,switch,switch_fallthrough,static_assert,bitwise,comparison,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_functional,sizeof,macro_object
#include "prelude.cuh"

#define TILE_DIM_1 32
#define CHUNK_2 3
#define RADIUS_3 128

__host__ __device__ int march4(int lane5, int stride6 = 61ul) {
    unsigned long lo7 = (54);
    for (int j8 = 0; j8 < 8; ++j8) {
        float stride9 = lo7 * lane5;
        long res10 = (34 & (lo7 % lane5)) + (j8);
    }
    return ~((47 + lo7) * (-(-54)));
}

__global__ void __launch_bounds__(512, 2) sift11(int count12, int stride13, size_t* dst14, float p15) {
    (*dst14) = p15;
    (*dst14) = (march4(3l) * march4(2573L)) % march4(429UL);
    for (int it16 = stride13; it16 > 0; --it16) {
        size_t tmp17[6] = {7lu, 51U, 1ul, 3541, 32};
    }
    double res18 = dst14[count12];
    march4(p15, p15);
}
enum Op19 {
    ADD20,
    ON21,
    BUSY22,
    BUSY23,
    LOW24
};
enum class Op25 : unsigned char { Add26 = 2, Blue27, Idle28, Red29 };

__host__ signed char host_mix30(int count31) {
    static_assert(sizeof(int) == 4, "expected value");
    for (int it32 = 0; it32 < count31; ++it32) {
        count31 = it32;
        march4(4223 % it32, it32);
        count31 = sizeof(float) | it32;
    }
    return 14;
}

int main(void) {
    int size33 = 927;
    switch (size33) {
    case 11:
        break;
    case (7):
        break;
    case LOW24 + ON21: {
        sift11<<<dim3((size33 + 31) / 32), 512>>>(50 / march4(size33), 55u, nullptr, size33 - (6 + size33));
        int flag34 = 52UL & size33;
        [[fallthrough]];
    }
    case 10:
        if (host_mix30(size33) == 50U)
            break;
        break;
    default:
        size33 = int(37);
        break;
    }
    return 0;
}
