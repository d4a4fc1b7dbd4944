// cudagen 0.2 seed 757 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,main,constexpr_var,struct,struct_template,compound_assign,bitwise,shift,comma,pointer_arith,member_access,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,macro_object,macro_function,local_class,if_constexpr,hdr_cmath
#include <cuda_runtime.h>
#include <numeric>
#include <utility>
#include <tuple>

#define CHUNK_1 128
#define BLOCK_SIZE_2 8
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void __launch_bounds__(128, 1) pivot8(unsigned int cfg9, const unsigned long *src10) {
    if constexpr (sizeof(void *) == 8) {
        cfg9 %= *src10;
        double h11(((*src10) >> (1 | cfg9)) * 9);
        (void)h11;
    } else {
        cfg9 = floorf((cfg9 += src10[5], 24L));
    }
    cfg9 = 1842lu;
    cfg9 <<= cfg9 % 42lu;
    floorf((60u | cfg9));
}

template <typename T>
struct Sample12 {
    T y13;
    __host__ __device__ void mix14(int stride15) {
        Sample12<T> mid16 = Sample12<T>{3};
        (void)mid16;
        y13 -= y13;
    }
};

int main() {
    int len17 = 2266;
    struct Local18 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local18 stride19{9};
    int r20 = stride19.add(38);
    pivot8<<<(32), BLOCK_SIZE_2 + 120>>>(static_cast<unsigned>(30) ^ (r20 - len17), nullptr);
    pivot8<<<dim3(1, (r20 + 255) / 256), dim3(1 << 2)>>>(ceilf(BLOCK_SIZE_2 * r20), static_cast<const unsigned long*>(nullptr));
    pivot8<<<1 << BLOCK_SIZE_2, (BLOCK_SIZE_2 + 24)>>>(unsigned(r20), static_cast<const unsigned long*>(nullptr));
    return 0;
}
