// cudagen 0.1 seed 618 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,device_function,device_forceinline,static_device_function,main,shared_var,extern_shared,local_array,const_local,enum_class,if,for,do_while,compound_assign,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 14
#else
#define TUNE_5 58
#endif
#undef TUNE_5
#define TUNE_5 2

__global__ void grow6(float a7, const int *input8, int n9) {
    int i10 = threadIdx.x;
    for (int it11 = (blockIdx.x * blockDim.x) + threadIdx.x; it11 < n9; it11 += blockDim.x * gridDim.x)
        n9 += 62;
    if (!(gridDim.x > CAT_3(a, 7)))
        return;
    --a7;
}

__global__ void __launch_bounds__((TUNE_5 + 254), 4) combine12(int *acc13, const int *src14, int len15) {
    extern __shared__ unsigned int dyn_16[];
    int gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int j18 = (blockIdx.x * blockDim.x) + threadIdx.x; j18 < gid17; j18 += blockDim.x * gridDim.x) {
        for (int j19 = 0; j19 < 5; j19++) {
            double e20 = +(threadIdx.x + dyn_16[7]);
            unsigned int diff21[6] = {0b10000l, 7U, 9U};
            dyn_16[4] /= dyn_16[3];
        }
    }
}

__global__ void count22_kernel(unsigned *buf23, char *acc24, bool b25) {
    int tid26 = threadIdx.x;
    char idx27[TUNE_5 * 2] = {};
    const int idx28 = -0b111100l;
}

__global__ void scale29(const float *in30, int len31, float *out32) {
    extern __shared__ char dyn_33[];
    int i34 = threadIdx.x;
    if (i34 >= len31)
        return;
    if (gridDim.x >= 31)
        return;
    const char res35 = 4;
    out32[i34] *= (64 * (i34 + i34)) << dyn_33[5];
    int iter36 = 0;
    do {
        (*out32) = alignof(float);
        ++iter36;
    } while (iter36 < iter36);
    __shared__ double sh_37[TUNE_5 + (TUNE_5 + (TUNE_5 + (TUNE_5 + 8)))];
}
enum class Phase38 { Green39, Blue40, Mul41, Green42 };

static __device__ __forceinline__ void scatter43(int stride44, int stride45, Phase38 a46) {
    __shared__ int sh_47[16];
    sh_47[0b1111] <<= stride45 + (2228 * stride45);
    for (int i48 = 9; i48 > 0; --i48) {
        sh_47[stride44] <<= 5;
        sh_47[4] *= static_cast<double>(threadIdx.y / (sh_47[stride44] >> stride45));
        ++stride44;
    }
    int off49[7]{1, static_cast<int>(gridDim.y), '\\', 3905, 62ul, 54, '#'};
}

int main() {
    int len50 = 06553;
    len50++;
    for (int n51 = 0; n51 < (TUNE_5 + 1); ++n51)
        scale29<<<dim3((len50 + 31) / 32, 2 * TUNE_5, TUNE_5 * 2), 1 << 011>>>(nullptr, 55, nullptr);
    const char *x52 = "a\tb";
    combine12<<<dim3((len50 + 127) / 128, (TUNE_5 + 14) * TUNE_5), 128>>>(nullptr, nullptr, HALF_1(x52[0] + 8));
    count22_kernel<<<1 << 1, TUNE_5 + 30, sizeof(float) * 32>>>(nullptr, nullptr, CAT_3(len, 50));
    grow6<<<dim3((TUNE_5 + (TUNE_5 + (TUNE_5 + 58)))), (128), 0>>>((x52[0] - x52[1]) - (len50 - x52[1]), (const int*)nullptr, -x52[0]);
    return 0;
}
