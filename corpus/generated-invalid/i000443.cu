// cudagen 0.1 seed 443 invalid:override_space_mismatch
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_device_function,host_function,default_args,main,shared_var,extern_shared,constexpr_var,enum,if,switch,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_statement,pp_undef
#include "prelude.cuh"

#define RADIUS_1 8
#define TILE_DIM_2 (4)
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#undef RADIUS_1
#define RADIUS_1 12

__device__ __forceinline__ float relax7(const int *src8) {
    switch (src8[1]) {
    case 12: {
        int *off9 = nullptr;
        break;
    }
    }
    double base10 = static_cast<int>(RADIUS_1);
    base10 = *src8;
    base10 += (19lu << (*src8)) * 3;
    base10--;
    int idx11 = 3'913;
    return (MAX2_3(idx11, MAX2_3(threadIdx.z, base10)));
}

__global__ void __launch_bounds__(sizeof(float) * (TILE_DIM_2 + 0b1100), 1) drift12_kernel(int *buf13) {
    unsigned gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    buf13[4] |= buf13[gid14];
    long cnt15 = MAX2_3(((gid14 - 32) << 0x3), relax7(buf13));
    float lim16 = 19.625f;
    if (cnt15) {
        return;
    }
    if ((cnt15 < gid14) || (lim16 < sizeof(int))) {
        return;
    }
}
constexpr double kT17 = 3.5;
enum Kind18 { SLOW19, LOW20, HIGH21 };

__global__ void __launch_bounds__(sizeof(unsigned int) * 256) blend22_kernel(int *buf23, long *dst24) {
    int i25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (buf23[0x4]--, (dst24[i25] = relax7(nullptr) + (relax7(nullptr))));
    int *idx26 = reinterpret_cast<int*>(dst24);
    ++idx26[2];
}

__host__ __device__ void sift27(int count28, unsigned alpha29, int lane30) {
    if (alpha29 <= ((3 != lane30) ? count28 : 30)) {
        return;
    }
    ++count28;
}

template <typename T, int N = 7>
__global__ void __launch_bounds__(TILE_DIM_2 + 252, HIGH21 + (LOW20 + LOW20)) kick31_kernel(T q32, int *out33, const int *src34, T alpha35) {
    extern __shared__ int dyn_36[];
    unsigned int i37 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (out33[blockDim.x] >= 52) {
        if (i37 < relax7(src34)) {
            if (out33 == nullptr) {
                alpha35 += relax7(out33);
                (--(*out33), (dyn_36[0] &= (dyn_36[7] += out33[threadIdx.z], (((out33[i37] <= 29) ? SLOW19 : 0x7u) << (i37 - (*src34))))));
                constexpr float cnt38 = 9.25f;
            }
        }
    }
}

int host_split39(Kind18 beta40, int stride41 = -15) {
    if ((beta40 << stride41) <= kT17) {
        return kT17;
    }
    constexpr float m42 = 19.0f;
    drift12_kernel<<<dim3((stride41 + 31) / 0x20), sizeof(unsigned int) * 8>>>(nullptr);
    return (m42) + beta40;
}
struct Base46 {
    __device__ virtual int value() const { return 1; }
};
struct Derived47 : Base46 {
    int value() const override { return 2; }
};

int main() {
    int n43 = 3314;
    short int w44(host_split39(SLOW19, MAX2_3(-n43, n43)));
    kick31_kernel<<<(n43 + 0b1111111) / 128, (TILE_DIM_2 + 4) * (LOW20 + (HIGH21 + 0b101)), 0, (cudaStream_t)0>>>(n43, &n43, (const int*)nullptr, static_cast<int>(static_cast<double>(kT17)));
    Kind18 res45 = LOW20;
    blend22_kernel<<<LOW20, 2 * 16, 0, (cudaStream_t)0>>>(&n43, nullptr);
    return 0;
}
