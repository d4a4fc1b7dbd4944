// cudagen 0.1 seed 797 invalid:private_member_access
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,constexpr_function,main,constexpr_var,const_local,if,for,do_while,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,lambda,lambda_capture_value,lambda_generic,lambda_mutable,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 5
#else
#define TUNE_2 28
#endif
#undef TUNE_2
#define TUNE_2 48
// Layout: row-major, no padding.

__host__ __device__ unsigned int grow3(int lane4) {
    lane4++;
    lane4 = static_cast<double>(TUNE_2);
    lane4 = (46u + (lane4 + lane4)) * 3;
    for (int it5 = 0; it5 < 0x5; it5 += 0x2) {
        for (int it6 = 0; it6 < lane4; it6++) {
            lane4 = 49;
        }
        lane4 = (12u) - (it5 + it5);
    }
    return 52L * lane4;
}

__global__ void __launch_bounds__(32) bias7_kernel(double* data8, const double* input9) {
    const unsigned int r10 = 1589U;
    float sum11 = r10;
    if (threadIdx.x < TUNE_2) {
        return;
    }
    int iter12 = 0x0;
    do {
        int mid13 = (float)((blockDim.z + data8[5]) - sum11);
        if (threadIdx.x != 13) {
            return;
        }
        ++iter12;
    } while ((iter12 < 16) && static_cast<short int>(iter12));
}

constexpr int run_gather14(int n15) {
    float v16 = 21.5F;
    return (v16 / (076L + v16)) + n15;
}
class Counter22 {
    int count_;
public:
    Counter22(int c) : count_(c) {}
    int get() const { return count_; }
};

int main(void) {
    int len17 = 1176;
    Counter22 counter23(len17);
    len17 = counter23.count_;
    if ((len17 + 1605) >= len17) {
        return ((len17 <= len17) ? len17 : 0x1029U) * (len17 + 25);
    }
    auto lam20 = [=](auto q18) mutable {
        len17 ^= len17;
        const char* tmp19 = "kernel\n";
        return q18 * 2;
    };
    lam20(len17);
    len17 = len17;
    float m21((len17 && (len17 != len17)) ? len17 : len17);
    bias7_kernel<<<(len17 + 31) / 32, 512, TUNE_2 + 208>>>(static_cast<double*>(nullptr), nullptr);
    return 0;
}
