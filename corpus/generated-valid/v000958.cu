// cudagen 0.1 seed 958 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_function,static_host_function,default_args,main,constant_var,host_global,constexpr_var,local_array,auto_var,enum_class,namespace,if,for,goto,compound_assign,bitwise,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define WARPS_2 (0x80)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
// Computes one element per thread.

__device__ __noinline__ void stencil5(float cfg6 = 17.875f) {
    long w7 = cfg6;
    double acc8[8] = {};
    if ('\n' == (w7 | WARPS_2)) {
        goto out9;
    }
    cfg6 += (w7 | w7) | 47;
out9:;
}

__global__ void trace10_kernel(float* out11) {
    unsigned int tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    const unsigned* q13 = &tid12;
    if (threadIdx.x > q13[tid12]) {
        return;
    }
    bool w14 = (*out11) > (threadIdx.x * (q13[5] - out11[threadIdx.y & 7]));
    out11[tid12 & 7] = -57l;
    int* z15 = nullptr;
}
__constant__ double c_apply16 = 9.625;

static int host_score17(int* __restrict__ dst18, const char* coef19, int n20) {
    if ((n20 - (*coef19)) <= 0x5) {
        goto done22;
    }
    for (int i21 = n20; i21 > 0; --i21) {
        dst18[i21] = dst18[0x1];
        trace10_kernel<<<sizeof(int) * 32, WARPS_2 + WARPS_2, 1024, nullptr>>>(reinterpret_cast<float*>(dst18));
    }
done22:;
    return (dst18[0x6] + coef19[n20 & 7]) * '#';
}

namespace impl23 {
enum class Op24 { Low25, Off26 = 5 };
int g_apply27 = 18;
} // namespace impl23
// Returns the accumulated value.

__device__ void mix28(int len29, int lane30, int* acc31) {
    float hi32[7]{22.375F, 2, -0.25f, static_cast<float>(lane30), -1.25f, static_cast<float>(acc31[len29 & 7]), 22.125f};
    if ((len29 & 1)) {
        goto out35;
    }
    if (acc31 != nullptr) {
        return;
    }
    if (c_apply16 > len29) {
        impl23::Op24 off33 = impl23::Op24::Low25;
        (*acc31) = (threadIdx.x);
        auto stride34 = hi32[3];
    }
out35:;
}

int main() {
    int n36 = 2381;
    const char* flag37 = "x=%d";
    double y38 = sizeof(float) * ((~impl23::g_apply27) + (WARPS_2 + impl23::g_apply27));
    n36 %= BLOCK_SIZE_1;
    trace10_kernel<<<(n36 + 255) / 256, 64, 0, 0>>>((float*)nullptr);
    n36 = 1 | (impl23::g_apply27 += 0x27, (58u | impl23::g_apply27));
    cudaStream_t e39 = nullptr;
    return 0;
}
