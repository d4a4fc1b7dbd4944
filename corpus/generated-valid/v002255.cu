// cudagen 0.1 seed 2255 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,default_args,main,shared_var,extern_shared,constexpr_var,local_array,enum,if,for,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
enum Axis2 {
    SLOW3 = 3,
    IDLE4 = 5,
    ADD5 = 9,
    BLUE6,
    MUL7
};

__global__ void bump8(const int *coef9, int *buf10, float q11, const char *in12) {
    extern __shared__ int dyn_13[];
    int e14(*coef9);
    unsigned m15[8]{26, 1248lu, 4U, unsigned(51UL), unsigned(BLUE6), 33LL, static_cast<unsigned>(20), static_cast<unsigned int>(coef9[0])};
}

__global__ void relax16_kernel(int stride17, const char *__restrict__ in18, const int *coef19, long long *dst20) {
    signed char f21 = SLOW3;
    f21 = (threadIdx.x);
    stride17 *= in18[1];
}
// Computes one element per thread.

template <typename T, int N = 4>
__global__ void __launch_bounds__(128) march22(T q23, float *__restrict__ acc24, int count25) {
    int idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int i27 = 0; i27 < count25; i27 += 3) {
        if ((i27 & i27) > 51) {
            return;
        }
        q23 *= (N / blockIdx.x) / q23;
    }
    q23 /= ((int)15UL) - q23;
    Axis2 w28 = IDLE4;
    count25 = (N >> idx26);
    T base29 = *acc24;
}

template <typename T, int N = 7>
__global__ void norm30_kernel(const T *__restrict__ src31, const double *in32, float beta33, long *__restrict__ dst34) {
    unsigned idx35 = threadIdx.x;
    (*dst34) >>= (dst34[threadIdx.y & 7]);
    Axis2 stride36 = MUL7;
    int acc37 = N;
}
/* Returns the accumulated value. */

unsigned int run_decay38(unsigned alpha39 = 56) {
    if (46 > CAT_1(alpha, 39)) {
        return (29 & alpha39) * (SLOW3 * alpha39);
    }
    Axis2 base40 = BLUE6;
    int s41{7};
    return alpha39 << s41;
}
enum Mode42 { BUSY43, OFF44, BUSY45 = 5 };
enum Mode46 : unsigned char { GREEN47, MUL48, LOW49 };
// Computes one element per thread.

__host__ __device__ unsigned int norm50(int len51, float *__restrict__ dst52) {
    unsigned int y53 = short(~len51) * dst52[2];
    unsigned char z54 = dst52[7];
    for (int i55 = 0; i55 < 6; i55++) {
        unsigned int r56 = 36 % (i55 * CAT_1(len, 51));
    }
    unsigned long long k57 = dst52[7];
    return 62ll;
}

int main() {
    int len58 = 1888;
    int u59 = (len58 * (49 / len58)) / len58;
    short h60 = ((len58 + 29u) << u59) - (u59 >> IDLE4);
    u59 *= u8'A';
    bump8<<<(u59 + 63) / 64, 64, sizeof(int) * 128, (cudaStream_t)0>>>((const int*)nullptr, &u59, len58 / BUSY45, nullptr);
    relax16_kernel<<<(u59 + 127) / 128, (SLOW3 + (BUSY45 + (MUL7 + (IDLE4 + (LOW49 + 102))))), (LOW49 + (MUL7 + 1011))>>>((2095 / len58) + ('0' * u59), nullptr, &len58, nullptr);
    march22<<<(len58 + 31) / 32, BUSY45 + 507, (256), 0>>>(len58, (float*)nullptr, h60 - 38);
    return 0;
}
