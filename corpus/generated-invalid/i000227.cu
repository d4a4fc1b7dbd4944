// cudagen 0.1 seed 227 invalid:return_value_in_void
// features: kernel,kernel_from_macro,grid_constant,restrict_params,launch,launch_dim3,builtin_vars,grid_stride_loop,main,shared_var,extern_shared,constexpr_var,struct,struct_methods,aligned_struct,enum,using_alias,if,if_init,for,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 5
#else
#define TUNE_2 42
#endif

struct alignas(8) Bounds3 {
    unsigned int y4;
    int val5;
    int z6;
};

__global__ void rank7_kernel(unsigned char *__restrict__ data8, int *dst9, const float *__restrict__ src10, __grid_constant__ const Bounds3 b11) {
    extern __shared__ double dyn_12[];
    unsigned idx13 = threadIdx.x;
    (*data8)--;
    if ((*data8) != threadIdx.x) {
        return;
    }
    if (unsigned flag14 = dst9[warpSize]; !dst9) {
        float m15 = blockIdx.x;
    }
    --dyn_12[threadIdx.z];
}

struct __align__(16) Cell16 {
    float id17;
    int weight18;
    float mass19;
    __host__ __device__ int total20(float m21) const {
        return weight18 + id17;
    }
    __host__ __device__ void get22(unsigned int h23) {
        weight18 &= weight18;
    }
};
enum Phase24 { FAST25, RED26, LOW27, BUSY28 };
using ptr29_t = int*;

__global__ void trace30(ptr29_t data31) {
    unsigned int idx32 = threadIdx.x;
    bool val33 = ((*data31) * 32ul) && (idx32 <= idx32);
    data31[6] ^= 9;
    int s34 = 39 - ((val33 * blockIdx.x) + ((double)data31[0]));
    data31[5] |= idx32;
    for (int n35 = (blockIdx.x * blockDim.x) + threadIdx.x; n35 < 9; n35 += blockDim.x * gridDim.x) {
        __shared__ float sh_36;
        data31[blockIdx.y] = s34;
    }
}
#define DEFINE_MAP_KERNEL_37(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_37(map_trace38, double)
DEFINE_MAP_KERNEL_37(map_count39, float)
#define DEFINE_MAP_KERNEL_40(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_40(map_grow41, int)
__device__ void reset44(int *p)
{
    p[0] = 0;
    return 1;
}

int main() {
    int len42 = 2759;
    map_trace38<<<dim3((TUNE_2 + 22), (LOW27 + (LOW27 + 0b11111100)) * 2), (256)>>>(nullptr, len42);
    map_trace38<<<dim3((RED26 + (RED26 + (LOW27 + 4))) * (RED26 + 15), 32, (len42 + 63) / 64), dim3(512, (len42 + 127) / 0200, (len42 + 0177) / 128)>>>((double*)nullptr, sizeof(unsigned));
    const char *q43 = "a\tb";
    (++len42, (len42 *= FAST25));
    len42 = len42;
    rank7_kernel<<<(len42 + 255) / 256, (BUSY28 + 5) * (RED26 + 7)>>>(nullptr, nullptr, nullptr, Bounds3{static_cast<unsigned>(FAST25), len42, -4});
    trace30<<<dim3((len42 + 127) / 128), (RED26 + (BUSY28 + (RED26 + (RED26 + 26))))>>>(&len42);
    map_count39<<<dim3((len42 + 0b1111111) / 128, 4, (len42 + 037) / 32), dim3((len42 + 077) / 64, RED26 + 31, 4)>>>(nullptr, RED26);
    return 0;
}
