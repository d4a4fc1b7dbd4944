// cudagen 0.1 seed 428 valid
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,main,shared_var,extern_shared,constexpr_var,local_array,struct,struct_methods,if,for,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 3
#ifdef USE_FAST_PATH_2
#define TUNE_3 6
#else
#define TUNE_3 45
#endif
struct Tile4 {
    float id5;
    unsigned short x6;
    __host__ __device__ float apply7(float w8) const {
        return NUM_ITERS_1 << long(w8);
    }
};
__device__ __forceinline__ void mix9(int stride10, unsigned long a11, int lane12) {
    (++stride10, (stride10 = 2789));
    if ((stride10 >> stride10) != a11) {
        return;
    }
    for (int n13 = 0; n13 < stride10; n13++) {
        if ((lane12 + TUNE_3) == 40) {
            continue;
        }
    }
    lane12 = (stride10 += 7lu, (a11 + a11 + (stride10 + a11)));
    if (lane12 > TUNE_3) {
        return;
    }
}
constexpr int RADIUS14 = sizeof(int) * 2 * (NUM_ITERS_1 + 0b1);
struct Pixel15 {
    long long weight16;
    unsigned mass17;
    __host__ __device__ void reset18(int z19) {
        float f20 = weight16;
        float u21 = 4.125F;
    }
    __host__ __device__ long long norm22() const {
        return (62) << weight16;
    }
};
__device__ unsigned kick23(double beta24) {
    beta24 = RADIUS14 / beta24;
    int y25 = 5l;
    return 18;
}
__global__ void __maxnreg__(128) score26_kernel(double q27, const int *input28, int *out29) {
    out29[6] = q27 - (NUM_ITERS_1 - (*out29));
    (*out29) = 8 * ((*out29) * TUNE_3);
}
__global__ void probe30_kernel(int *dst31, unsigned *buf32, int count33) {
    extern __shared__ int dyn_34[];
    for (int it35 = 0; it35 < (2 * 6); ++it35) {
        int base36[8] = {static_cast<int>(dyn_34[count33] - '#'), count33, 48, 9};
        base36[count33] = 11;
        (*dst31) = it35;
    }
}
int main() {
    int size37 = 1355;
    score26_kernel<<<512, 1 << 9, (4'096), nullptr>>>(RADIUS14, nullptr, nullptr);
    size37 = size37;
    float f38{52};
    probe30_kernel<<<dim3(NUM_ITERS_1 + (RADIUS14 + 29), 1), dim3((size37 + 31) / 0b100000, 32, (8)), 512 * (NUM_ITERS_1 + 5), 0>>>((int*)nullptr, (unsigned int*)nullptr, size37);
    return 0;
}
