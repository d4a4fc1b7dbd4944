// cudagen 0.1 seed 875 valid
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,host_device_function,device_template_function,main,shared_var,extern_shared,constexpr_var,local_array,struct,class_private,if,static_assert,bitwise,shift,comparison,incdec,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,cast_static,macro_function,macro_statement,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
static_assert((26) > 0b11001, "tile must fit");
inline constexpr float kS5 = 3.5f;
// Computes one element per thread.

class Particle6 {
    int x7, w8;
public:
    __host__ __device__ Particle6(int init9, int c10) : x7(init9), w8(c10) {}
    __host__ __device__ int reset11() const {
        return 24;
    }
};

template <class T>
inline __host__ __device__ T reduce12(T a13, int lane14) {
    --a13;
    T idx15 = kS5 - SQR_1(a13);
    a13 = kS5;
    int hi16 = SQR_1(lane14) - a13;
    T hi17 = (lane14 - (hi16 - lane14)) << 0b1010;
    return hi17 * (hi17 - kS5);
}

__global__ void __launch_bounds__(1 << 10, 1) merge18(unsigned char beta19) {
    extern __shared__ short dyn_20[];
    int idx21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dyn_20[threadIdx.x] = ((-dyn_20[2]) % beta19) - kS5;
    if (dyn_20[beta19] <= idx21) {
        return;
    }
    short y22[6] = {50UL, static_cast<short>(idx21 - 32ull), 0b10010101, static_cast<short>(3), 16};
}

int main() {
    int count23 = 1'856;
    if (reduce12(static_cast<long>(kS5), count23) >= count23) {
        return count23;
    }
    ACCUM_2(count23, (SQR_1((reduce12(static_cast<float>('a' ^ count23), count23)))));
    count23 = count23;
    int k24{count23};
    reduce12(3u, kS5);
    merge18<<<dim3((16), (k24 + 127) / 128), 128>>>(kS5);
    return 0;
}
