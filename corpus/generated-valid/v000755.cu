// cudagen 0.1 seed 755 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,host_device_function,main,constexpr_var,struct,struct_methods,operator_overload,enum_class,if,if_init,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_hex_float,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,pp_ifdef,pp_undef
#include "prelude.cuh"

#define CHUNK_1 16
#define TILE_DIM_2 3
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 9
#else
#define TUNE_4 53
#endif
#undef TUNE_4
#define TUNE_4 8

struct Acc5 {
    float mass6;
    int x7;
    short count8;
    double w9;
    __host__ __device__ int total10() const {
        return 25 + w9;
    }
    __host__ __device__ short apply11(float idx12) const {
        idx12 = TILE_DIM_2;
        float k13 = mass6;
        return (k13 += x7, k13) + 13L;
    }
};

inline __host__ __device__ Acc5 operator+(Acc5 a, Acc5 b) {
    Acc5 r = a;
    r.mass6 += b.mass6;
    r.x7 += b.x7;
    r.count8 += b.count8;
    r.w9 += b.w9;
    return r;
}

__global__ void probe14(int stride15, float cfg16, float* buf17, unsigned short b18) {
    int i19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i19 >= stride15) {
        return;
    }
    if ((cfg16) <= cfg16) {
        return;
    }
    b18 = buf17[blockDim.y];
    Acc5 u20 = {0x108clu, int(b18), 20ul, 31};
    (*buf17) = sizeof(Acc5) % stride15;
    if ((u20.w9 != stride15) || (b18 < i19)) {
        return;
    }
    cfg16 = stride15;
}

struct Pixel21 {
    bool w22;
    float z23;
    float lo24;
    int w25;
};

__device__ __host__ unsigned long grow26(Pixel21 b27, long long q28, Pixel21 p29) {
    if (int e30 = TILE_DIM_2; !(b27.w22 >= b27.z23)) {
        p29 = b27;
    }
    int s31 = 30 - (+q28);
    return 48 + (q28 + s31);
}
enum class Axis32 : short { Off33, Busy34, Blue35 = 5 };

__global__ void shade36(int lane37) {
    int gid38 = threadIdx.x;
    if (lane37) {
        return;
    }
    if (grow26(Pixel21{false, -8.25f, 6.875f, 26}, sizeof(float), Pixel21{}) >= lane37) {
        return;
    }
}

int main() {
    int count39 = 443;
    grow26(Pixel21{false, 8.F, 3.0F, 47}, count39, Pixel21{true, 8.0f, 14.5F, 0x23lu});
    count39 = grow26(Pixel21{true, 23.25F, 4.125f, 9}, count39 + 58 + ((int)alignof(int)), Pixel21{true, 15.125F, 6.25f, 30});
    shade36<<<(512), 128>>>(grow26(Pixel21{}, count39, Pixel21{false, 1L, 2.0f, 26}) * count39);
    (count39--, (count39 = grow26(Pixel21{true, static_cast<float>((11.125f)), 8.f, -18}, (grow26(Pixel21{}, count39, Pixel21{true, float(count39), 4.0f, 15})), Pixel21{true, static_cast<float>(count39), 4.375f, -35})));
    probe14<<<1, 0x40, sizeof(int) * 32>>>(count39 + (15 / count39), -5.625f, (float*)nullptr, grow26(Pixel21{}, grow26(Pixel21{bool(count39), 27, 22.25f, count39}, -5, Pixel21{true, 0x1p3f, 7ll, static_cast<int>(count39)}), Pixel21{true, static_cast<float>(count39), -12.75F, -40}));
    return 0;
}
