// cudagen 0.1 seed 25 valid
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,host_function,main,device_var,shared_var,extern_shared,constexpr_var,local_array,enum_class,namespace,if,while,goto,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,lambda,lambda_generic,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 14
#else
#define TUNE_4 49
#endif
__device__ bool d_fuse5;

__global__ void pivot6(unsigned int *data7) {
    extern __shared__ int dyn_8[];
    if ((dyn_8[gridDim.x] & TUNE_4) >= warpSize) {
        return;
    }
    d_fuse5 = (dyn_8[threadIdx.y] + data7[threadIdx.x]) != (dyn_8[6] & d_fuse5);
    if ((*data7) > blockIdx.z) {
        return;
    }
    if (data7[3] != 58LL) {
        return;
    }
    (data7[2]++, (d_fuse5 = d_fuse5 >= TUNE_4));
    if ((d_fuse5 + gridDim.x) < data7[blockDim.z]) {
        return;
    }
}

__global__ void __launch_bounds__(0x8 * 4, 4) accum9(int lane10, int n11) {
    d_fuse5 = n11;
    lane10++;
}

__global__ void __launch_bounds__(sizeof(unsigned int) * (TUNE_4 + 50)) pivot12(const unsigned *input13, int *out14, float q15, const unsigned short *input16) {
    int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    d_fuse5 = idx17;
    __shared__ int sh_18[256];
    d_fuse5 = threadIdx.x | input13[2];
    signed char idx19 = q15;
}

__global__ void __launch_bounds__(0x40) stencil20(unsigned a21, float b22, int len23, int *out24) {
    int tid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float u26[6] = {};
    size_t h27{40lu};
    if (threadIdx.x != len23) {
        goto out28;
    }
    u26[0x1] = 3;
out28:;
}

namespace math29 {
enum class Op30 {
    Mul31,
    Mul32,
    Idle33,
    Green34,
    Red35 = 5
};
} // namespace math29

inline unsigned run_sift36(float a37, int stride38) {
    math29::Op30 cnt39 = math29::Op30::Red35;
    if (stride38 >= (a37 - TUNE_4)) {
        goto out40;
    }
    stride38 = 0x10D4;
out40:;
    return a37 + (0x9 % ((unsigned)stride38));
}

unsigned int check_rank41(int n42) {
    auto fn45 = [](auto r43) {
        float acc44 = 24u;
        return r43 * 2;
    };
    fn45(n42);
    --n42;
    int pass46 = 0;
    while (pass46 < (2)) {
        int base47 = (long)(n42 * pass46);
        ++base47;
        if ((base47 > pass46) && (n42 > n42)) {
            return n42;
        }
        ++pass46;
    }
    return (n42 += n42, run_sift36(7 * pass46, -TUNE_4));
}

int main() {
    int count48 = 1016;
    count48 = count48 % count48;
    count48++;
    check_rank41(check_rank41(count48) - (sizeof(float) - count48));
    pivot6<<<0x80, TUNE_4 + (TUNE_4 + (TUNE_4 + 22))>>>((unsigned int*)nullptr);
    accum9<<<(count48 + 255) / 256, 2 * (TUNE_4 + 0x2)>>>(check_rank41((float)22.375F), (64 < (count48 - count48)) ? (count48 / count48) : 0x47a);
    pivot12<<<dim3(16, (count48 + 0xff) / 256, (2)), dim3(8 * 0x4)>>>((const unsigned int*)nullptr, nullptr, count48 + count48, nullptr);
    return 0x0;
}
