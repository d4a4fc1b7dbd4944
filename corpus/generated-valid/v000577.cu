// cudagen 0.1 seed 577 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,constexpr_function,main,constant_var,shared_var,static_shared,constexpr_var,local_array,enum_class,if,for,goto,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_ref,macro_object,pp_ifdef,comments
#include "prelude.cuh"

#define RADIUS_1 64
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 10
#else
#define TUNE_5 57
#endif

__device__ __host__ void spread6(int lane7, int count8) {
    if ((lane7) != 13) {
        goto out9;
    }
    count8--;
    count8 &= 6;
out9:;
}

__global__ void __maxnreg__(64) shade10_kernel(const float *__restrict__ src11, int count12, unsigned *acc13, int n14) {
    int i15 = threadIdx.x;
    static __shared__ float sh_16[0x8];
    float val17 = 19.75f * n14;
    constexpr int prod18 = 3 * 11;
    unsigned short r19[7]{static_cast<unsigned short>(61UL), static_cast<unsigned short>(43), 1959, 14l, 30, 26, static_cast<unsigned short>(21)};
    if (gridDim.y) {
        goto out20;
    }
    spread6(sh_16[gridDim.y], gridDim.z);
out20:;
}
__constant__ int c_spread21 = 0x443;

constexpr int check_sweep22(int len23, float a24) {
    float q25 = a24;
    len23--;
    return q25;
}

constexpr __device__ __host__ int grow26(int count27) {
    count27 &= ((int)(-count27)) + 35;
    return sizeof(float);
}
enum class State28 { Green29 = 3, Busy30, Fast31, Green32 };

template <typename T, typename U>
__global__ void __maxnreg__(32) merge33(U *__restrict__ buf34, int lane35) {
    unsigned int tid36 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid36 >= lane35) {
        return;
    }
    U cnt37 = grow26(lane35);
    double prod38(threadIdx.z);
    if (threadIdx.x >= lane35) {
        return;
    }
    --cnt37;
    prod38 = warpSize - ((prod38 - sizeof(int)) + TUNE_5);
    ++(*buf34);
}
// Computes one element per thread.

int check_trace39(unsigned cfg40, float beta41) {
    int t42 = grow26(grow26(cfg40)) / beta41;
    cfg40 = ((cfg40 - beta41) + 59ul);
    cfg40 += grow26(check_sweep22(grow26(beta41), 8.375F));
    int r43[0x2] = {};
    constexpr double sum44 = 0.0F;
    return r43[0];
}

int main() {
    int count45 = 0xef1;
    count45 = 0x18ULL;
    for (int j46 = 0; j46 < count45; ++j46) {
        grow26(count45);
        auto lam49 = [&](double h47) {
            --h47;
            dim3 u48 = dim3(8);
        };
        lam49(count45);
    }
    merge33<int, double><<<(count45 + 255) / 0x100, dim3(sizeof(float), 256)>>>(nullptr, count45);
    count45++;
    shade10_kernel<<<16, TUNE_5 + 118>>>(nullptr, 010U, static_cast<unsigned int*>(nullptr), count45 - count45);
    return 0x0;
}
