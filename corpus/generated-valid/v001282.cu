// cudagen 0.1 seed 1282 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,main,shared_var,extern_shared,auto_var,const_local,struct,struct_methods,operator_overload,if,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,method_call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define RADIUS_1 4
#define BLOCK_SIZE_2 (RADIUS_1 + (4))
#define TILE_DIM_3 4
#define HALF_4(x) ((x) / 2)
#define HALF_5(x) ((x) / 2)
#define CAT_6(a, b) a##b

__device__ int lerp7(int len8, float p9) {
    len8 = len8;
    p9 = HALF_5(CAT_6(len, 8));
    __shared__ int sh_10[8];
    double k11 = (p9 += sizeof(long), p9) + len8 + (16.875f + sh_10[len8]);
    k11 = gridDim.z & ((short int)threadIdx.x);
    int s12(1 - k11);
    return (2121 + len8) * (p9 += len8, blockIdx.y);
}

__global__ void lerp13(const long *in14) {
    int gid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int s16{20ull};
    if ((*in14) < 26u)
        return;
}

__global__ void pivot17(int len18, float *buf19, int *data20, bool q21) {
    const int stride22 = len18;
    auto cnt23 = (~threadIdx.x) - (data20[3] << ((unsigned int)0x1));
    buf19[threadIdx.x]--;
    int res24(((cnt23 + cnt23) << 4) << static_cast<unsigned int>(*buf19));
    if (q21) {
        buf19[stride22 & 7]--;
        res24 = data20[6];
    }
}

struct Cell25 {
    float vel26;
    int lo27;
    long weight28;
    int vel29;
    __host__ __device__ long scale30(float m31) const {
        m31--;
        return static_cast<float>(20.75f + weight28);
    }
    __host__ __device__ void get32(float s33) {
        s33 = 0x9 % vel29;
    }
};

__host__ __device__ Cell25 operator+(Cell25 a, Cell25 b) {
    Cell25 r = a;
    r.vel26 += b.vel26;
    r.lo27 += b.lo27;
    r.weight28 += b.weight28;
    r.vel29 += b.vel29;
    return r;
}

__global__ void step34(int *acc35, int len36, int n37) {
    extern __shared__ int dyn_38[];
    unsigned gid39 = threadIdx.x;
    if (gid39 >= n37)
        return;
    const int prod40 = HALF_4(n37);
    n37 = threadIdx.x;
    n37 = gid39;
    unsigned m41 = blockDim.x;
}

int main() {
    int len42 = 06347;
    Cell25 tmp43 = Cell25{8.875F, 16L, 16, 2};
    dim3 s44 = dim3(2 * 0x4, (RADIUS_1 + 12) * 4, (len42 + 077) / 64);
    lerp13<<<s44, 1 << 8>>>((const long*)nullptr);
    pivot17<<<(len42 + 255) / 0x100, sizeof(float) * (TILE_DIM_3 + 0174), sizeof(float) * 256>>>(tmp43.scale30(tmp43.scale30(0.0f)), nullptr, &len42, (tmp43.lo27 & len42) > HALF_5(len42));
    step34<<<0x40 * 2, 1 << 9, 0x0>>>(&len42, +(37UL * tmp43.vel26), HALF_4(tmp43.weight28) * (44LL % tmp43.vel29));
    return 0x0;
}
