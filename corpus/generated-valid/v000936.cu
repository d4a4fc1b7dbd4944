// cudagen 0.1 seed 936 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,main,const_local,struct,operator_overload,using_alias,if,for,while,do_while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__device__ void relax2(int lane3, int stride4) {
    int iter5 = 0b0;
    while (iter5 < 16) {
        double res6 = iter5 * iter5;
        const int prod7 = ((stride4 == blockDim.x) && (!(stride4 & 1))) ? (res6 * (+lane3)) : (float(6.5F) - static_cast<float>(warpSize));
        ++iter5;
    }
}
using idx8_t = int;
using ptr9_t = int*;

template <typename T, int N>
__global__ void fuse10_kernel(const T* coef11) {
    unsigned int idx12 = threadIdx.x;
    T sum13 = idx12;
    const idx8_t m14 = (sum13 += blockIdx.x, (*coef11));
    sum13 *= N ^ idx12;
}

struct Pixel15 {
    unsigned int id16;
    double weight17;
    int val18;
    double z19;
};

__host__ __device__ Pixel15 operator+(Pixel15 a, Pixel15 b) {
    Pixel15 r = a;
    r.id16 += b.id16;
    r.weight17 += b.weight17;
    r.val18 += b.val18;
    r.z19 += b.z19;
    return r;
}

__global__ void gather20_kernel(const unsigned int* __restrict__ input21, char* __restrict__ buf22, const long* __restrict__ src23, const unsigned int* __restrict__ in24) {
    unsigned int i25 = threadIdx.x;
    int idx26{2035};
    int w27 = 0b0;
    do {
        int res28 = ((*buf22) >= (buf22[i25 & 0x7] += 0x7, 14l)) ? (threadIdx.z + (idx26 += threadIdx.x, blockDim.x)) : (((*buf22) - 9) & (3299u - buf22[w27]));
        if ((res28 & 0x1) && ((w27 != i25) && (blockIdx.y == (*in24)))) {
            Pixel15 prod29 = Pixel15{'a', 12.0, 0b101111U, 22.875f};
            unsigned long long diff30((((res28 * 1649l) % 12L) == (sizeof(long) - w27)) ? (res28 += idx26, src23[1]) : (blockIdx.z << (014 % src23[res28 & 7])));
        }
        ++w27;
    } while (w27 < w27);
}

__global__ void __launch_bounds__(32 * 8) warp31(int len32, const unsigned short* input33) {
    idx8_t i34 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int it35 = (blockIdx.x * blockDim.x) + threadIdx.x; it35 < 6; it35 += blockDim.x * gridDim.x) {
        double off36 = 20.125F;
        if ((threadIdx.y & threadIdx.y) == len32)
            return;
        Pixel15 off37 = {0b110u, ' ', 30u, 0b111111lu};
    }
}

int main(void) {
    int count38 = 876;
    (++count38, (count38 %= count38));
    if (((count38 ^ 9L) ^ (count38 % count38)) >= 0x9) {
        for (int i39 = 0; i39 < 12; ++i39) {
            count38 %= count38 * ((count38 | i39) & i39);
            warp31<<<dim3(1), sizeof(float) * 8>>>((count38 += 8LL, i39), nullptr);
        }
    }
    fuse10_kernel<float, 5><<<32, dim3((count38 + 31) / 0x20, 0x2), sizeof(int) * 0b10000000, 0>>>(nullptr);
    gather20_kernel<<<0x2 * 2, sizeof(float) * 64, 0b100000 * 8, (cudaStream_t)0>>>((const unsigned int*)nullptr, nullptr, (const long*)nullptr, nullptr);
    return 0;
}
