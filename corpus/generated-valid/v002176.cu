// cudagen 0.1 seed 2176 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,main,device_array,constant_array,constexpr_var,struct,struct_template,namespace,if,if_init,for,static_assert,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,alignof,macro_object,macro_statement
#include "prelude.cuh"

#define RADIUS_1 32
#define RADIUS_2 (2 * 2)
#define RADIUS_3 (4)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void kick5(size_t cfg6, int len7) {
    int i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (cfg6 == cfg6) {
        if (cfg6 > blockIdx.x) {
            return;
        }
        static_assert(sizeof(int) == 4, "size check");
    }
    if (((int)i8) < 25) {
        return;
    }
}

template <typename T>
struct Stats9 {
    T flag10, weight11;
    float x12;
    __host__ __device__ void reset13(T z14) {
        z14 *= 19 + weight11;
        Stats9<T> mid15{static_cast<T>(z14 / flag10), 7, x12};
    }
};
__constant__ unsigned int c_probe16[4] = {31UL, 1635, 1l, 1u};

namespace kern17 {
__device__ unsigned d_combine18[8];
} // namespace kern17

__global__ void stencil19_kernel(float *out20, float p21, double *data22) {
    if (bool w23 = (*data22) <= ((c_probe16[1] & 041) | c_probe16[threadIdx.x]); w23) {
        if (w23) {
            return;
        }
        float sum24 = (16.625f - data22[blockDim.y]);
    }
    for (int it25 = (blockIdx.x * blockDim.x) + threadIdx.x; it25 < 9; it25 += blockDim.x * gridDim.x) {
        (*data22) /= c_probe16[2] - RADIUS_1;
    }
    static_assert(sizeof(int) == 0b100);
    p21 *= c_probe16[gridDim.x] + (*out20) + 18.0f + 15.5F;
}

unsigned int check_relax26(int stride27, float b28, float *data29) {
    if (int m30 = 2517; (b28 + b28) <= 59l) {
        if (((data29[m30] > m30) ? data29[m30] : m30) != data29[6]) {
            SWAP_4(int, m30, stride27);
            stride27 *= stride27;
        }
    }
    data29[7] += b28;
    --stride27;
    return ((stride27 | 423) | stride27) * 063;
}

int main() {
    int size31 = 595;
    const char *mid32 = "a\tb";
    size31 = RADIUS_2;
    kick5<<<dim3((size31 + 31) / 0b100000, 2 * 16), 256, 0, nullptr>>>(RADIUS_3, size31);
    stencil19_kernel<<<1, dim3(64, (size31 + 255) / 256)>>>(nullptr, alignof(double), (double*)nullptr);
    return 0;
}
