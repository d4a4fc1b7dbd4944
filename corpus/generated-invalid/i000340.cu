// cudagen 0.1 seed 340 invalid:launch_too_many_config_args
// features: kernel,kernel_from_macro,restrict_params,launch,launch_stream,builtin_vars,device_function,device_noinline,host_function,main,device_var,constant_var,shared_var,shared_2d,constexpr_var,if,for,bitwise,shift,logical,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define TILE_DIM_1 32
#define RADIUS_2 (3)

void norm3(int lane4, int count5, unsigned q6) {
    if (!(28 < lane4)) {
        return;
    }
    cudaStream_t prod7 = (cudaStream_t)0;
}

__global__ void mix8_kernel(const float *input9, int *__restrict__ data10, float a11) {
    int res12 = 0x2D;
    data10[0b111] = 60ll;
}
static __device__ double d_clamp13;
#define DEFINE_MAP_KERNEL_14(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_14(map_blend15, unsigned)
DEFINE_MAP_KERNEL_14(map_smooth16, float)

__global__ void smooth17_kernel(const float *__restrict__ in18, long cfg19, float b20, int *acc21) {
    unsigned int i22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i22 >= cfg19) {
        return;
    }
    __shared__ float sh_23[11][17];
    b20 = 10.875f;
    (*acc21) = i22;
    unsigned u24 = b20;
    u24 = 0x24;
    cfg19 = sizeof(float);
}
__constant__ double c_lerp25 = 39u;
__device__ float d_merge26;

__device__ __noinline__ void spread27(const int *input28, int len29, int *dst30) {
    for (int n31 = 0x0, j32 = len29; n31 < j32; (++n31, (--j32))) {
        len29 = n31;
        __shared__ float sh_33[16];
    }
}
__global__ void probe_kernel37(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}

int main() {
    int size34 = 1742;
    probe_kernel37<<<1, 128, 0, 0, 1>>>(nullptr, 0);
    size34 = 5 + size34;
    norm3(size34, RADIUS_2, size34);
    int base35 = 8 << (size34 * 0x4);
    map_smooth16<<<(TILE_DIM_1 + 480), (64)>>>(nullptr, size34);
    int prod36 = (TILE_DIM_1 * static_cast<unsigned int>(base35)) | long(base35);
    mix8_kernel<<<sizeof(unsigned int) * (RADIUS_2 + 29), TILE_DIM_1 + (RADIUS_2 + (RADIUS_2 + (TILE_DIM_1 + (RADIUS_2 + (TILE_DIM_1 + (TILE_DIM_1 + 119))))))>>>(nullptr, nullptr, 47u);
    map_blend15<<<(base35 + 127) / 0x80, 128 * 0b100>>>(nullptr, (7 >> prod36) + (41 + prod36));
    smooth17_kernel<<<RADIUS_2 + (RADIUS_2 + 26), TILE_DIM_1 + 0b1100000>>>(nullptr, 5 >> base35, TILE_DIM_1, static_cast<int*>(nullptr));
    return 0;
}
