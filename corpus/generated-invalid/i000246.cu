// cudagen 0.1 seed 246 invalid:nonconst_reference_binding
// features: kernel,kernel_extern_c,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,device_noinline,main,shared_var,enum,if,goto,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,lambda,lambda_capture_ref,lambda_iife,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 8
#else
#define TUNE_3 28
#endif
#undef TUNE_3
#define TUNE_3 2

__global__ void clamp4(int count5, float *__restrict__ out6) {
    count5 = *out6;
    count5 >>= count5;
    --count5;
    out6[6] = 7 - out6[7];
    if ((out6[count5 & 7] + 4554) <= 21)
        return;
}

__device__ __noinline__ int drift7(size_t cfg8, const int *src9) {
    cfg8 = 10;
    cfg8 ^= 19;
    return ((short)(0x1Ful - src9[cfg8])) | cfg8;
}

extern "C" __global__ void __launch_bounds__(TUNE_3 + 1022) relax10(int count11, const int *__restrict__ src12, int *buf13, int n14) {
    --count11;
    double flag15{28};
    SWAP_1(int, n14, count11);
}

__device__ __noinline__ unsigned int shade16(const float *src17, int n18) {
    n18 = n18;
    n18 = 17;
    __shared__ int sh_19[64];
    return sh_19[3];
}
enum Phase20 {
    GREEN21 = 1,
    BUSY22 = 4,
    BLUE23,
    LOW24 = 7,
    MUL25
};

__device__ void march26(int count27, int *buf28) {
    double sum29 = buf28[count27 & 7];
    if (buf28 != nullptr) {
        goto done30;
    }
    count27 = (int)sizeof(int);
done30:;
}

int main() {
    int size31 = 1433;
    float f_33 = 2.0f;
    int &r_33 = f_33;
    size31--;
    ([&] {
        size31++;
    })();
    size31 %= size31 << size31;
    clamp4<<<(size31 + 63) / 0x40, 1 << (BUSY22 + (GREEN21 + GREEN21)), 0x0>>>(2940, nullptr);
    ++size31;
    const float *val32 = nullptr;
    relax10<<<dim3(sizeof(int) * 0x2), (512), sizeof(double) * 0x20>>>(45L, reinterpret_cast<const int*>(val32), &size31, -734);
    return 0;
}
