// cudagen 0.1 seed 959 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,device_function,static_device_function,host_device_function,host_function,default_args,main,constexpr_var,enum,if,if_init,for,pragma_unroll,static_assert,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

static __device__ int rank4(bool beta5 = 1) {
    beta5 = 033 <= beta5;
    beta5 = ((beta5 != CAT_3(beta, 5)) ? (0b100111) : CAT_3(beta, 5)) != beta5;
    return beta5;
}
enum State6 : unsigned int { RED7, LOW8, SLOW9 };

__host__ __device__ unsigned reduce10(int count11 = 0b101111) {
    count11 &= 0b111110L;
    count11 = SLOW9;
    count11 <<= 0b100;
    static_assert(49 > 48, "size check");
    State6 off12 = RED7;
    return 23;
}
constexpr int BLOCK13 = LOW8 + (LOW8 + 126);

__global__ void rank14_kernel(const double *__restrict__ in15, int *out16, const int *input17) {
    int idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (long sum19 = rank4(((rank4() != (*input17)) ? ((unsigned char)(*out16)) : 25L) >= blockIdx.x); (((out16 == nullptr) ? SLOW9 : CAT_3(idx, 18)) / (44u - (*input17))) != ((*out16) << idx18)) {
        sum19 = (int)((in15[idx18] + threadIdx.z) - (out16[idx18] + 19ll));
        bool sum20 = sum19;
    }
    for (int it21 = idx18; it21 > 0; --it21) {
        out16[0b110] = 0b110101;
    }
    rank4(out16[idx18] <= LOW8);
    int z22 = 062;
}
// Returns the accumulated value.

short host_score23(const signed char *__restrict__ src24, unsigned long *acc25, int count26) {
    reduce10((SLOW9 >> (*acc25)) | (2451 * acc25[2]));
    count26 &= (reduce10(-1) ^ LOW8) + reduce10(33u - (*src24));
    rank14_kernel<<<1 << (SLOW9 + 4), 4 * 8, 0>>>(nullptr, nullptr, reinterpret_cast<const int*>(acc25));
    return count26;
}

__global__ void warp27_kernel(float *__restrict__ acc28, int lane29) {
    int i30 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i30 >= lane29) {
        return;
    }
    if (CAT_3(lane, 29) == (lane29 + 2)) {
        if ((lane29)) {
            return;
        }
        (*acc28) = BLOCK13;
        acc28[lane29] -= (i30);
    }
}
// Layout: row-major, no padding.

__global__ void scale31(unsigned char alpha32) {
    unsigned int i33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (constexpr float z34 = 44u; i33 > reduce10()) {
        unsigned sum35 = i33 % (BLOCK13 + (i33 << 7));
        bool sum36 = rank4() != (((double)sum35) - (BLOCK13 - gridDim.x));
        int r37 = i33;
    }
}
// Helper used by the kernels below.

__global__ void clamp38(long b39) {
    unsigned gid40 = threadIdx.x;
    if (gid40 >= b39) {
        return;
    }
    #pragma unroll 8
    for (int i41 = (blockIdx.x * blockDim.x) + threadIdx.x; i41 < (10); i41 += blockDim.x * gridDim.x) {
        b39 += sizeof(float);
        b39 = 48ul;
        if (int h42 = gid40; reduce10(reduce10()) < reduce10(b39)) {
            float hi43 = rank4(((blockDim.x - CAT_3(h, 42)) + (gridDim.z + b39)) == rank4(b39 != 39));
        }
    }
    reduce10((int)b39);
}

int main() {
    int n44 = 1426;
    warp27_kernel<<<sizeof(unsigned int) * 0b1000000, SLOW9 + (SLOW9 + 60)>>>(nullptr, ((long)RED7) % host_score23(nullptr, nullptr, n44));
    double q45 = (int)((n44) / BLOCK13);
    double base46 = int(reduce10() - (+q45));
    scale31<<<dim3((LOW8)), dim3((n44 + 0377) / 256)>>>(51);
    clamp38<<<SLOW9 * 0b10, sizeof(unsigned int) * 128, sizeof(int) * 32>>>(base46);
    return 0;
}
