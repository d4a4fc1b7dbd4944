// cudagen 0.1 seed 1305 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,host_function,main,shared_var,static_shared,host_global,constexpr_var,struct,struct_methods,struct_template,if,for,pragma_unroll,goto,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_init_capture,lambda_launch,macro_object,pp_ifdef,pp_if
#include "prelude.cuh"

#define WARPS_1 16
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 7
#else
#define TUNE_3 25
#endif

#if (TUNE_3 * 2) >= 42 && TUNE_3 != 0
#define CONFIG_4 1
#else
#define CONFIG_4 28
#endif

template <typename T>
struct Cell5 {
    T w6, x7;
    T val8;
    __host__ __device__ T scale9(int y10) const {
        return val8;
    }
};
const char *g_sift11 = R"xy(a "quoted" )word)xy";

struct Sample12 {
    int lo13;
    float val14;
    char id15;
    __host__ __device__ float apply16(double x17) const {
        x17 += 7.125f;
        Cell5<long> v18 = Cell5<long>{5L, 1482, 0L};
        return v18.w6;
    }
};

template <typename T>
__global__ void __launch_bounds__(64, 1) step19_kernel(const T *input20, double *data21, char *dst22) {
    int idx23 = threadIdx.x;
    #pragma unroll 4
    for (int it24 = idx23; it24 > 0; --it24) {
        static __shared__ float sh_25[128];
        (*dst22)++;
    }
}

__global__ void __launch_bounds__(2 * WARPS_1) spread26_kernel(const int *coef27, const int *__restrict__ src28, float b29) {
    int gid30 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int j31 = 0; j31 < (TUNE_3 + 4); j31++) {
        int w32 = b29 * (static_cast<char>(j31) * (blockDim.x - threadIdx.x));
        __shared__ char sh_33[256];
        w32 = 036;
    }
    char cnt34 = (-(*src28)) + WARPS_1;
    b29 /= 41U | src28[0];
}

__host__ int run_filter35(int n36, char beta37, double q38) {
    if (((beta37 + n36) & 1)) {
        goto finish40;
    }
    for (int j39 = 0; j39 < 3; ++j39) {
        if (static_cast<unsigned>(j39) <= 58) {
            return (q38 * 15) + (TUNE_3 * q38);
        }
        spread26_kernel<<<(WARPS_1), 2 * 16>>>(&n36, &n36, (28 | n36) + (WARPS_1 + n36));
    }
finish40:;
    return WARPS_1;
}

double host_sift41(unsigned int a42, int count43, int stride44) {
    auto step47 = [s45 = g_sift11[0] & 026lu](int x46) {
        step19_kernel<unsigned int><<<dim3(1), 64>>>((const unsigned*)nullptr, (double*)nullptr, nullptr);
    };
    step47(count43);
    for (int n48 = 7; n48 > 0; --n48) {
        const char *flag49 = g_sift11;
        stride44 -= run_filter35(flag49[0], count43 - CONFIG_4, TUNE_3 + stride44) ^ 2;
        a42 *= run_filter35(WARPS_1, 045, n48);
    }
    return run_filter35(56, a42, count43 * a42) * WARPS_1;
}

int main(void) {
    int size50 = 2574;
    run_filter35((2868 * size50), 1 + size50, size50);
    int mid51(873 | static_cast<unsigned char>(size50 - sizeof(Sample12)));
    return 0;
}
