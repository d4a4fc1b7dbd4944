// cudagen 0.2 seed 193 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,host_function,static_host_function,default_args,main,shared_var,static_shared,extern_shared,enum_class,namespace,if,if_init,for,pragma_unroll,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,lambda,lambda_launch,macro_function,comments,local_class,if_constexpr,runtime_api,hdr_cmath,hdr_cstdio
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

static int host_grow5(int *data6, int len7 = 36) {
    unsigned int res8 = 61;
    (void)res8;
    for (int i9 = 0; i9 < 0x10; i9 += 4) {
        float flag10 = len7;
        (void)flag10;
        dim3 tmp11((1), 64 * 4, 8);
        (void)tmp11;
        data6[i9] %= 8 + (i9);
    }
    return 1 | len7;
}

unsigned int filter12(const unsigned *coef13, long long *out14) {
    float f15 = -12.25F;
    f15 = (MOD8_2(out14[1]) * (*coef13)) ^ host_grow5(nullptr);
    f15 = 26;
    cudaError_t err16 = cudaDeviceSynchronize();
    int ok17 = err16 == cudaSuccess ? 1 : 0;
    (void)ok17;
    return 18;
}
// NOTE: keep in sync with the host reference.

template <typename T>
__global__ void merge18_kernel(T p19, const T *input20) {
    extern __shared__ size_t dyn_21[];
    printf("lane %d\n", static_cast<int>(3));
    __shared__ unsigned int sh_22[8];
    (void)sh_22;
}

namespace util23 {
enum class Kind24 { Red25, Idle26 = 3, Slow27 = 9, Off28 };

__global__ void step29_kernel(float beta30, const int *in31, int lane32) {
    if (int res33 = 61UL; beta30 == fmaxf(15UL, in31[lane32])) {
        for (int j34 = 0; j34 < lane32; ++j34) {
            __shared__ float sh_35[256];
            (void)sh_35;
        }
    }
    unsigned int u36 = lane32;
    (void)u36;
    #pragma unroll 8
    for (int n37 = lane32; n37 > 0; --n37) {
        static __shared__ double sh_38[16];
        (void)sh_38;
        __shared__ unsigned int sh_39[32];
        (void)sh_39;
    }
}
} // namespace util23

int main() {
    int n40 = 1249;
    auto fn42 = [](float q41) -> unsigned short {
        util23::step29_kernel<<<dim3((1), 0x2), dim3(512, (0x1), (512))>>>(q41, nullptr, q41 * ((float)19ULL));
        return ceilf(q41 / 0x3eLL);
    };
    struct Local43 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local43 w44{0};
    int diff45 = w44.add(0x1d);
    (void)diff45;
    if constexpr (sizeof(long) == 4) {
    } else {
    }
    merge18_kernel<unsigned int><<<64, 4 * 8>>>(filter12(nullptr, static_cast<long long*>(nullptr)) % fn42(n40), nullptr);
    return 0;
}
