// cudagen 0.1 seed 118 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,static_host_function,main,constant_var,constexpr_var,enum_class,if,while,goto,nested_block,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,cast_const,sizeof,lambda,lambda_capture_value,lambda_generic,lambda_mutable,pp_ifdef
#include "prelude.cuh"

#ifndef USE_FAST_PATH_1
#define TUNE_2 3
#else
#define TUNE_2 47
#endif
enum class Kind3 : int { Low4, Green5 = 5, Busy6, High7 = 11 };

__global__ void weigh8(int *acc9, int len10, const unsigned char *input11, const double *input12) {
    int idx13 = threadIdx.x;
    acc9[1] ^= idx13 | (TUNE_2 - len10);
    (++len10, (len10 &= threadIdx.x & (sizeof(double) & gridDim.z)));
}
__constant__ unsigned long c_warp14 = 05657ull;
__constant__ double c_count15 = 44;

static __global__ void __launch_bounds__((0400)) pivot16(int n17, float p18) {
    int tid19 = threadIdx.x;
    if (tid19 >= n17) {
        return;
    }
    n17 <<= threadIdx.x;
    (++n17, (n17 = blockDim.z));
    float e20 = (((c_count15 - TUNE_2) <= blockIdx.y) ? (TUNE_2 + blockDim.x) : 1.0f) + c_count15;
    if ((p18 / gridDim.z) != TUNE_2) {
        return;
    }
    n17 <<= 1152 % c_warp14;
    const float *flag21 = nullptr;
}
__constant__ float c_tally22 = 4.125F;

__host__ __device__ void split23(int len24, double *data25) {
    short int y26 = TUNE_2;
    int iter27 = 0;
    if (((iter27 + iter27) & 1)) {
        goto out28;
    }
    while (iter27 < y26) {
        data25[0b1] /= iter27;
        (*data25) = y26;
        ++iter27;
    }
    y26 = (iter27 / len24) * len24;
out28:;
}

static void host_count29(const int *coef30) {
    {
        weigh8<<<(TUNE_2 + (TUNE_2 + 250)), 1 << (TUNE_2 + 3)>>>(const_cast<int*>(coef30), coef30[3] / TUNE_2, nullptr, reinterpret_cast<const double*>(coef30));
        if (!coef30) {
            return;
        }
    }
}

int main(void) {
    int n31 = 01732;
    Kind3 y32 = Kind3::Busy6;
    auto op35 = [=](auto off33) mutable {
        off33 = -n31;
        int prod34 = sizeof(int);
        return off33 * 2;
    };
    op35(n31);
    weigh8<<<(n31 + 0377) / 256, 64, sizeof(int) * 32, (cudaStream_t)0>>>(nullptr, 0x4 / n31, (const unsigned char*)nullptr, nullptr);
    pivot16<<<(n31 + 0x1F) / 0b100000, (32)>>>(n31 | TUNE_2, (908 * n31) | (TUNE_2 & n31));
    return 0;
}
