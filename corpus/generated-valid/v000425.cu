// cudagen 0.1 seed 425 valid
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,default_args,main,shared_var,shared_2d,constexpr_var,local_array,namespace,nested_namespace,if,for,while,static_assert,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_float_exponent,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,cast_const,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 13
#else
#define TUNE_3 42
#endif

namespace ops4::v5 {
void host_count6(int len7, const float *src8) {
    len7 = 4904 - (len7 * float(36));
    int w9 = 0;
    while (w9 < w9) {
        len7 = *src8;
        const char *y10 = "warp size";
        ++w9;
    }
}
} // namespace ops4::v5

void run_apply11(const int *coef12, int lane13, int count14) {
    int *f15 = const_cast<int*>(coef12);
    static_assert((TUNE_3 + (2)) == 44, "tile must fit");
    for (int j16 = 0, j17 = 16; j16 < j17; (++j16, (--j17))) {
        int res18((coef12[count14] + (-f15[6])) / 46U);
        unsigned char acc19 = (res18 += 14, count14);
    }
    (*f15) = count14;
    lane13 = count14;
}
// Layout: row-major, no padding.

void norm20(const int *coef21, int len22, int stride23) {
    len22 = ((len22) << coef21[4]) + (33l % (*coef21));
    len22 = coef21[len22];
    if (stride23 != len22) {
        return;
    }
    stride23 = len22 * (len22 - len22);
    cudaStream_t off24 = nullptr;
    stride23 = stride23 >> (stride23 - len22);
    len22 = stride23 - (((int)stride23) * coef21[len22]);
}
// Helper used by the kernels below.

__global__ void __maxnreg__(32) weigh25(float b26) {
    int tid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++b26;
    ++b26;
    b26 = 22.5F + static_cast<int>(tid27 << 2);
    int hi28 = (1729u * tid27) / tid27;
    __shared__ float sh_29[11][12];
    int val30 = sh_29[1][hi28];
    int v31 = b26 + 31lu;
}

__device__ float warp32(int len33, float alpha34, int lane35 = 42) {
    long base36 = 3942UL;
    for (int n37 = 0, j38 = base36; n37 < j38; (++n37, (--j38))) {
        __shared__ int sh_39[9][(5)];
        int stride40[2] = {};
        stride40[1] = -37L;
    }
    const short *h41 = nullptr;
    char *acc42 = nullptr;
    return ((lane35 - TUNE_3) + (base36 + base36)) >> ((short)(0b10001 >> h41[len33]));
}

__global__ void combine43_kernel(long alpha44, const int *in45) {
    int tid46 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid46 >= alpha44) {
        return;
    }
    __shared__ double sh_47;
    warp32(33 + (alpha44 - sh_47), float(tid46) * (alpha44 * (*in45)), *in45);
    __shared__ float sh_48;
    warp32(sh_47, blockDim.z);
    if (TUNE_3 >= warp32(15, sh_47, 0b100101)) {
        return;
    }
    ACCUM_1(sh_48, (1e1F));
    float base49 = TUNE_3;
}

int main() {
    int count50 = 2178;
    for (int n51 = 0; n51 < count50; n51++) {
        if ((short)n51) {
            break;
        }
        combine43_kernel<<<(4), 256, 4096>>>(19lu, nullptr);
        count50 = n51;
    }
    unsigned int stride52 = TUNE_3 * (+count50);
    weigh25<<<2 * 16, TUNE_3 + 214, 1 << 8>>>(static_cast<unsigned char>(255));
    return 0;
}
