// cudagen 0.1 seed 714 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,main,shared_var,static_shared,extern_shared,host_global,constexpr_var,auto_var,if,if_else,if_init,goto,nested_block,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_string,lit_nullptr,cast_c,cast_reinterpret
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
static int g_pack3;

__global__ void stencil4_kernel(unsigned char *buf5, float *dst6) {
    extern __shared__ unsigned int dyn_7[];
    int i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    buf5[2] &= i8;
    dst6[4] -= buf5[i8];
}

template <typename T>
__global__ void pivot9_kernel(T *buf10, int *dst11) {
    unsigned i12 = threadIdx.x;
    if ((dst11 != nullptr) && (dst11 != nullptr)) {
        return;
    }
    if (((i12 ^ i12) % 4) < threadIdx.x) {
        if (buf10[i12] <= buf10[warpSize & 7]) {
            dst11[threadIdx.y] *= gridDim.x;
            static __shared__ unsigned sh_13;
        } else if ((i12 <= buf10[5]) || (buf10 != nullptr)) {
        } else {
        }
    } else if ((buf10[0] - 23u) == ((blockIdx.z % (*dst11)) * ((7 <= i12) ? i12 : gridDim.x))) {}
}

__global__ void warp14(int *dst15) {
    int tid16 = threadIdx.x;
    (dst15[0x1]++, (dst15[tid16] = 2L));
    dst15[0] = tid16;
    ++dst15[tid16];
}

__global__ void clamp17_kernel(int n18, int *data19, unsigned int beta20) {
    int idx21 = threadIdx.x;
    if (idx21 >= n18) {
        return;
    }
    (*data19) = 053;
    constexpr unsigned s22 = (4 * 9);
}

template <typename T>
__global__ void trace23_kernel(const T *coef24, float *out25, int lane26) {
    extern __shared__ float dyn_27[];
    unsigned tid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid28 >= lane26) {
        return;
    }
    T u29(*out25);
    if (u29 <= tid28) {
        goto done30;
    }
    out25[threadIdx.y]--;
done30:;
}

inline __host__ __device__ unsigned long bump31(const float *in32) {
    if (in32[0x2] == 064) {
        return -((float)in32[1]);
    }
    if (4 == ((*in32) + 1805U)) {
        return 59u;
    }
    return *in32;
}

__global__ void fold33(const int *input34, double *acc35) {
    bump31(reinterpret_cast<const float*>(input34));
    float z36(warpSize);
}

inline __host__ __device__ void tile37(unsigned b38) {
    b38 = (b38 == ('0' | b38)) ? b38 : b38;
    b38 = b38;
    if ((52 * b38) == b38) {
        (++b38, (b38 = b38));
        b38 = bump31((const float*)nullptr);
    }
}

inline __host__ __device__ unsigned drift39(int n40) {
    {
        auto k41 = ((2 > ((float)n40)) || (n40 < n40)) ? n40 : 4;
        n40 = bump31((const float*)nullptr);
    }
    tile37(n40);
    int f42 = 1L + n40;
    n40 = f42 - 5;
    f42 = f42;
    return 18;
}

int main() {
    int size43 = 2127;
    if (int e44 = 24u; g_pack3 || ((g_pack3 <= g_pack3) || (e44 & 1))) {
        bump31((const float*)nullptr);
        auto off45 = (g_pack3 % (e44 * g_pack3)) * (43 & g_pack3);
        trace23_kernel<<<dim3(256, 2), 256, 256>>>((const double*)nullptr, nullptr, (size43 += size43, e44));
    }
    const char *res46 = "\x41\102";
    stencil4_kernel<<<(g_pack3 + 63) / 64, dim3((size43 + 0x1F) / 32, 32, 16), 0>>>(nullptr, nullptr);
    pivot9_kernel<<<8, dim3(64, 4, 4)>>>((unsigned int*)nullptr, &size43);
    warp14<<<8, (64)>>>(nullptr);
    return 0x0;
}
