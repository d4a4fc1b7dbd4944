// cudagen 0.1 seed 472 invalid:memory_space_local_in_host
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,main,shared_var,extern_shared,constexpr_var,local_array,struct,struct_template,aligned_struct,enum,enum_class,if,do_while,nested_block,static_assert,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define TILE_DIM_1 3
#define WARPS_2 (0b101)
#define CHUNK_3 64
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_6(a, b) a##b

static __global__ void __launch_bounds__((256)) norm7_kernel(unsigned alpha8, float *buf9, unsigned long *acc10) {
    unsigned int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int h12 = *buf9;
    h12 *= WARPS_2 + (gridDim.z * '#');
    int mid13 = h12;
}

struct alignas(8) Tile14 {
    float weight15;
    bool weight16;
    unsigned short mass17;
};

__global__ void clamp18_kernel(int *data19) {
    extern __shared__ float dyn_20[];
    unsigned int gid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    data19[7]--;
    if (((*data19) < 64) && (data19 != nullptr))
        return;
    {
        (*data19)++;
        Tile14 val22 = Tile14{float(' '), true, static_cast<unsigned short>(*data19)};
    }
    dyn_20[gid21 & 0b111] -= (long)dyn_20[threadIdx.x];
}
enum Level23 { IDLE24 = 2, GREEN25, RED26, MUL27 = 8 };

template <typename T>
struct Sample28 {
    T y29, y30;
    __host__ __device__ T total31() const {
        return 8.625F;
    }
};

__global__ void sweep32_kernel(int *data33, const int *in34) {
    extern __shared__ char dyn_35[];
    unsigned int i36 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Level23 m37 = RED26;
    if (!(m37 >= 070))
        return;
    (*data33) &= dyn_35[7];
}
enum class Kind38 { Red39, Slow40, Idle41 = 5, Busy42 };

__device__ __noinline__ unsigned long sift43(int lane44) {
    __shared__ Sample28<float> sh_45[64];
    int iter46 = 0;
    do {
        Sample28<float> y47 = {7.0f, static_cast<float>(CHUNK_3 ^ warpSize)};
        static_assert(0xf > 14, "expected value");
        short v48[WARPS_2] = {0x2C, 63l, 14};
        ++iter46;
    } while (iter46 < (IDLE24 * IDLE24));
    return CAT_6(lane, 44);
}
void host_helper53()
{
    __managed__ static int local_mem52 = 1;
}

int main() {
    int count49 = 3950;
    static_assert((48) > 47);
    Tile14 off50 = {22.25f, true, 0x1e};
    Sample28<float> r51 = Sample28<float>{float(off50.weight15), 2913L};
    norm7_kernel<<<WARPS_2 + 11, GREEN25 + (WARPS_2 + 0x1f8), 256, nullptr>>>(count49, nullptr, static_cast<size_t*>(nullptr));
    clamp18_kernel<<<dim3((count49 + 63) / 0x40), (0b100000)>>>(&count49);
    sweep32_kernel<<<dim3((count49 + 255) / 0400), (CHUNK_3 + 192), sizeof(float) * 64, nullptr>>>(&count49, &count49);
    return 0;
}
