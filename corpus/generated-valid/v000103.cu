// cudagen 0.1 seed 103 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,device_template_function,host_function,default_args,main,device_var,shared_var,extern_shared,constexpr_var,auto_var,if,for,do_while,goto,compound_assign,bitwise,shift,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_string_prefix,cast_static,sizeof,lambda,lambda_capture_value,lambda_generic,lambda_launch,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#ifdef USE_FAST_PATH_2
#define TUNE_3 10
#else
#define TUNE_3 18
#endif
static __device__ float d_stencil4 = 9.5f;
__host__ __device__ unsigned int combine5(int n6, int len7, long *acc8) {
    SWAP_1(int, len7, n6);
    if ((n6 - TUNE_3) >= TUNE_3) {
        return len7;
    }
    return len7;
}
// Computes one element per thread.
inline __host__ __device__ float fold9(int count10) {
    if (count10 > (count10 | count10)) {
        auto hi11 = count10 + ((0x2 * count10) + sizeof(unsigned int));
        float res12 = 21.375f;
    }
    return count10;
}
template <typename T, int N = 4>
__device__ __host__ T bump13(T p14, T a15) {
    if (p14 != a15) {
        return a15 + N;
    }
    unsigned acc16 = a15;
    if (p14 < acc16) {
        return (a15 += N, (0x13 % acc16));
    }
    a15 = p14 + acc16;
    auto k17 = sizeof(float);
    acc16 = '#' - (a15 += k17, N);
    T w18 = 2;
    return a15;
}
__global__ void norm19_kernel(int lane20) {
    extern __shared__ int dyn_21[];
    if (((lane20 += dyn_21[lane20 & 7], sizeof(float)) + 30) <= lane20) {
        unsigned char v22 = -d_stencil4;
        for (int i23 = 0; i23 < 7; i23 += 0x4) {
            v22 |= 26U;
            int q24 = 113 % (dyn_21[i23 & 7] << 2);
        }
    }
}
__device__ __host__ int norm25(float beta26, unsigned beta27, float cfg28 = 1.375f) {
    for (int j29 = 0, j30 = 16; j29 < j30; (++j29, (--j30))) {
        beta27 = (j30 / TUNE_3) / TUNE_3;
    }
    int iter31 = 0;
    do {
        cfg28 = 8;
        ++iter31;
    } while (iter31 < iter31);
    int lo32 = cfg28;
    return beta26;
}
void run_scale33(int count34, unsigned int cfg35 = 48UL) {
    if ((cfg35 + 1lu) >= 0x27) {
        goto finish39;
    }
    if ((count34 & 1)) {
        for (int n36 = 0; n36 < count34; n36++) {
            auto lam38 = [=](float diff37) -> int {
                norm19_kernel<<<dim3(0x1), dim3(2)>>>(56);
                return count34 + count34;
            };
        }
        norm19_kernel<<<(count34 + 0x1f) / 32, 0x200, sizeof(float) * 0b1000000, (cudaStream_t)0>>>(cfg35 & (0b11101U * count34));
    }
    norm19_kernel<<<dim3((0x10)), 0b1000 * 16, 0x1 << 0xa, 0>>>(count34);
    cfg35 &= 0x2du;
finish39:;
}
int main() {
    int count40 = 3403;
    dim3 e41((TUNE_3 + (TUNE_3 + (TUNE_3 + 10))), 4, 0x4);
    auto lam45 = [](auto val42, auto t43) {
        const char *lo44 = u8"warp size";
        t43 += t43;
        return val42 * 2;
    };
    lam45(count40, static_cast<int>(count40));
    if (count40 >= count40) {
        return 2 + count40;
    }
    double tmp46 = +count40;
    return 0;
}
