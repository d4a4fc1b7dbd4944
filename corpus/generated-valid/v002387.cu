// cudagen 0.1 seed 2387 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,host_device_function,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,enum,if,for,goto,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,lambda,lambda_capture_ref,macro_object,macro_function,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 16
#define CHUNK_2 4
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifndef USE_FAST_PATH_5
#define TUNE_6 13
#else
#define TUNE_6 19
#endif
#if (RADIUS_1 * 2) >= 51 && RADIUS_1 != 0
#define CONFIG_7 5
#elif RADIUS_1 < 0
#error unreachable configuration
#else
#define CONFIG_7 25
#endif
// Layout: row-major, no padding.

__global__ void __launch_bounds__(1024) drift8_kernel(int *__restrict__ dst9, float beta10, const float *coef11) {
    dst9[1] -= 58;
    double s12 = dst9[0x4] - ADD3_3(*coef11, coef11[0x3], 0x1d);
}

static __global__ void __launch_bounds__(0x20 * 8, 0x1) drift13_kernel(float *acc14) {
    (++(*acc14), ((*acc14) = ((*acc14) += acc14[0x0], 0.5f)));
    static_assert(sizeof(int) == 4, "size check");
    (*acc14) -= *acc14;
    --acc14[2];
}
enum Kind15 : int { BUSY16, FAST17, HIGH18, GREEN19 };

__device__ __host__ unsigned int merge20(const int *__restrict__ in21, int n22, int lane23) {
    int res24[6] = {};
    int e25[6] = {};
    if (e25[lane23] == n22) {
        goto done30;
    }
    for (int j26 = lane23; j26 > 0; --j26) {
        for (int n27 = 0x0, j28 = j26; n27 < j28; (++n27, (--j28))) {
            res24[5] &= j28;
        }
        float acc29[7] = {float(RADIUS_1 * e25[0]), static_cast<float>(ADD3_3(e25[lane23], res24[n22], 28)), float(e25[0x2] - 34lu), static_cast<float>(e25[0]), 8.0F};
    }
done30:;
    return 0x37;
}
enum Level31 { FAST32, LOW33, ON34 };

static short check_grow35(int stride36, Kind15 b37) {
    auto acc38 = (1.) + stride36;
    auto op39 = [&]() -> unsigned long {
        stride36 >>= (unsigned)acc38;
        stride36 ^= ((int)merge20(static_cast<const int*>(nullptr), acc38, acc38)) << 4;
        return ADD3_3(merge20(nullptr, stride36, acc38), 0x8, (static_cast<unsigned char>(acc38)));
    };
    op39();
    stride36 = (merge20(nullptr, 63U, b37) + (b37 | b37)) ^ ((b37 * GREEN19) - (b37 + 58l));
    drift13_kernel<<<dim3((stride36 + 31) / 32), 512>>>(nullptr);
    unsigned res40 = FAST17 * stride36;
    return (stride36 * (res40)) & (7 % (res40 - stride36));
}
enum Mode41 { IDLE42, ON43 };

static __global__ void __maxnreg__(32) lerp44(int *dst45, const unsigned short *input46) {
    extern __shared__ double dyn_47[];
    if (dyn_47[0] > 36) {
        goto finish50;
    }
    merge20(dst45, dyn_47[2], *dst45);
    ++(*dst45);
    for (int n48 = 0, j49 = 12; n48 < j49; (++n48, (--j49))) {
        if ((~(dst45[5])) != merge20(reinterpret_cast<const int*>(input46), n48, *input46)) {
            if (merge20(dst45, 51, *input46) > (47 * (*input46))) {
                merge20(dst45, merge20(reinterpret_cast<const int*>(input46), *input46, input46[n48]) ^ j49, n48);
                merge20(nullptr, dst45[n48 & 7], (dst45[1] - 59U) + (n48 + j49));
            }
        }
    }
finish50:;
}

int main(void) {
    int len51 = 295;
    for (int i52 = 0x0; i52 < len51; ++i52) {
        len51++;
        if (((i52 + 1) & 1)) {
            int lim53 = 18;
            unsigned int diff54 = check_grow35(i52, FAST17) >> i52;
        }
    }
    drift8_kernel<<<dim3((len51 + 63) / 64), dim3(4, LOW33 + (ON43 + 0x7E)), CONFIG_7 + 4071>>>(static_cast<int*>(nullptr), len51 >> 5, nullptr);
    lerp44<<<dim3((ON34 + (ON43 + (CHUNK_2 + 1))) * 16, 1), FAST17 + 255, 4096>>>((int*)nullptr, static_cast<const unsigned short*>(nullptr));
    return 0;
}
