// cudagen 0.1 seed 2278 valid
// features: kernel,launch,builtin_vars,host_function,default_args,main,device_var,constexpr_var,if,for,while,goto,nested_block,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 4
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_5
#define TUNE_6 10
#else
#define TUNE_6 60
#endif
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 2
__device__ int d_relax7 = -10;

__global__ void fuse8(int n9, bool a10, unsigned int alpha11, const int* coef12) {
    unsigned int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx13 >= n9) {
        return;
    }
    a10 = (ADD3_2(threadIdx.y, TUNE_6, 50) + (0b10001lu - a10)) >= (0b1 * threadIdx.x);
    int t14 = sizeof(unsigned);
    if (coef12[blockIdx.x] >= 46) {
        return;
    }
    alpha11 &= a10;
}
static_assert((1 << 3) > 7, "bad config");

__global__ void march15(float b16, const long long* input17, int count18) {
    unsigned int idx19 = threadIdx.x;
    if (idx19 >= count18) {
        return;
    }
    b16 -= b16;
    long hi20 = BLOCK_SIZE_1;
    d_relax7++;
    int iter21 = 0b0;
    while (iter21 < (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 10)))) {
        float lo22 = 626ul;
        ++iter21;
    }
    bool w23(idx19);
    if (threadIdx.y < threadIdx.x) {
        goto out24;
    }
    ++b16;
out24:;
}

float check_kick25(int lane26, int len27 = 17u) {
    for (int i28 = 0b0; i28 < len27; i28++) {
        lane26 = lane26 + ((lane26 - lane26) - lane26);
        long* prod29 = (long*)nullptr;
    }
    double* lim30 = (double*)nullptr;
    march15<<<(lane26 + 127) / 128, 1 << 7>>>(*lim30, reinterpret_cast<const long long*>(lim30), (*lim30) * TUNE_6);
    len27 += lane26;
    return len27;
}

int main() {
    int size31 = 1'004;
    {
        float stride32 = check_kick25(size31 + (57l << size31), sizeof(signed char) - (size31));
        fuse8<<<(size31 + 127) / 128, (64)>>>(-13, !(size31 <= size31), check_kick25(3666u) * size31, (const int*)nullptr);
    }
    return 0;
}
