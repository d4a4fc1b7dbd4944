// cudagen 0.1 seed 794 invalid:abstract_instantiation
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,static_device_function,host_device_function,device_template_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,const_local,if,do_while,goto,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define CHUNK_1 8
#define CHUNK_2 (128)
#define NUM_ITERS_3 128
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b

#ifdef USE_FAST_PATH_8
#define TUNE_9 6
#else
#define TUNE_9 61
#endif

#if TUNE_9 % 2 == 0 || TUNE_9 < 4
#define CONFIG_10 1
#else
#define CONFIG_10 31
#endif

__global__ void grow11(long *out12, float *buf13, float cfg14, float *buf15) {
    int gid16 = threadIdx.x;
    float u17 = CAT_7(cfg, 14);
    __shared__ int sh_18[64];
    if (buf15[gid16] != static_cast<float>(u17)) {
        return;
    }
    int pass19 = 0;
    if ((blockDim.z + (*out12)) > pass19) {
        goto done22;
    }
    do {
        char acc20 = sh_18[gid16 & 63] & 4420l;
        const float m21 = *buf15;
        ++pass19;
    } while (pass19 < 8);
done22:;
}

__host__ __device__ void spread23(int *data24) {
    data24[2] -= 54u;
    unsigned base25 = data24[0];
}

static __device__ int sift26(const float *src27) {
    short s28 = src27[gridDim.x];
    ++s28;
    return src27[7];
}

constexpr int host_sift29(int n30) {
    int e31{0x22ul};
    n30 *= e31 & 6lu;
    return (e31);
}

template <class T, int N = 3>
__device__ __forceinline__ int tile32(const T *input33, T *out34, int count35) {
    spread23(static_cast<int*>(nullptr));
    count35 = 57 + out34[7];
    count35 -= 3467lu;
    return ~threadIdx.x;
}

constexpr int host_pivot36(int stride37) {
    stride37 = -static_cast<int>(0x3BUL * stride37);
    stride37 = host_sift29(stride37 & 14) * 49;
    return 18;
}

__global__ void rank38_kernel(int lane39, double b40, int *acc41, float *data42) {
    extern __shared__ unsigned char dyn_43[];
    unsigned int idx44 = threadIdx.x;
    if (idx44 >= lane39) {
        return;
    }
    spread23(nullptr);
    int flag45 = (+(CHUNK_2 ^ acc41[4])) + 4;
    if (!(idx44 >= 27)) {
        goto finish46;
    }
    acc41[4] = 64;
finish46:;
}
struct Shape48 {
    virtual float area() const = 0;
};

int main() {
    int count47 = 1823;
    Shape48 shape49;
    grow11<<<0x100, (TUNE_9 + 451)>>>(nullptr, static_cast<float*>(nullptr), TUNE_9 - host_sift29(count47), (float*)nullptr);
    host_pivot36(count47);
    host_sift29(count47);
    rank38_kernel<<<dim3((512), (CONFIG_10 + 1) * 4), (0x100), 0, 0>>>((-count47) - (count47 + count47), 21 * count47 * host_pivot36(count47), &count47, nullptr);
    return 0b0;
}
