// cudagen 0.1 seed 1934 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,static_host_function,main,constexpr_var,const_local,enum_class,if,while,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_ref,lambda_generic,macro_object,macro_paste,macro_statement,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 4
#define WARPS_2 5
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b
#undef WARPS_2
#define WARPS_2 48
enum class Op5 { Fast6, Idle7 };

static __global__ void spread8_kernel(size_t* __restrict__ data9, int stride10, int count11, double* acc12) {
    data9[5] = acc12[blockIdx.z];
    count11 += data9[6];
    size_t idx13 = 57 * (blockIdx.x) * TILE_DIM_1;
}

static long long run_combine14(bool b15, int stride16) {
    spread8_kernel<<<(stride16 + 31) / 32, 128, 0>>>(nullptr, (double)b15, b15, nullptr);
    stride16 |= b15;
    stride16 = 5 - b15;
    stride16 *= 60L;
    --stride16;
    const int u17 = (+b15) / WARPS_2;
    spread8_kernel<<<(stride16 + 0177) / 128, (128)>>>(nullptr, ((int)b15) + (sizeof(long) * b15), CAT_4(u, 17), (double*)nullptr);
    return CAT_4(stride, 16);
}

inline float check_stencil18(const float* in19) {
    auto lam24 = [&](auto val20, auto m21) {
        double cnt22 = run_combine14(CAT_4(val, 20) != val20, val20) / in19[7];
        int off23{17};
        return val20 * 2;
    };
    lam24(static_cast<int>(in19[6]), 3);
    if (in19 == nullptr) {
        return 22.25f - (*in19);
    }
    return 9.375F;
}

int main() {
    int len25 = 3619;
    int iter26 = 0;
    while ((iter26 < 12) && len25) {
        len25 = -check_stencil18((const float*)nullptr);
        ++iter26;
    }
    dim3 v27((len25 + 255) / 256);
    return 0;
}
