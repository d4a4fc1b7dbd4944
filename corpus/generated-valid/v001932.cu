// cudagen 0.1 seed 1932 valid
// features: kernel,grid_constant,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,struct,struct_methods,operator_overload,aligned_struct,switch,switch_fallthrough,static_assert,bitwise,comparison,pointer_arith,member_access,array_index,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,lambda,macro_object,pp_ifdef
#include "prelude.cuh"

#define CHUNK_1 5
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 12
#else
#define TUNE_3 63
#endif

struct __align__(8) Particle4 {
    int flag5;
    int mass6;
};

inline __host__ __device__ Particle4 operator+(Particle4 a, Particle4 b) {
    Particle4 r = a;
    r.flag5 += b.flag5;
    r.mass6 += b.mass6;
    return r;
}

struct alignas(8) Span7 {
    double lo8;
    unsigned short sum9;
    __host__ __device__ void apply10(double k11) {
        sum9 = sizeof(Particle4);
        sum9 = 'z';
    }
    __host__ __device__ void total12(unsigned z13) {
        unsigned char v14(sum9);
    }
};

__host__ __device__ Span7 operator+(Span7 a, Span7 b) {
    Span7 r = a;
    r.lo8 += b.lo8;
    r.sum9 += b.sum9;
    return r;
}

__global__ void mix15(__grid_constant__ const Span7 beta16, float beta17, float q18, const float *in19) {
    extern __shared__ unsigned dyn_20[];
    int gid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    switch (beta16.sum9 * '#') {
    case (4):
    case 2: {
        beta17 = beta17;
        __shared__ Particle4 sh_22[4 * (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + 1)))];
        break;
    }
    case (7):
        break;
    case 3:
        break;
    default: {
        __shared__ Particle4 sh_23;
        break;
    }
    }
    static_assert((TUNE_3 + (45)) > 56);
    static_assert(sizeof(int) == 4, "tile must fit");
    int t24 = 35;
}

int main() {
    int count25 = 1186;
    mix15<<<dim3((CHUNK_1 + 27), (count25 + 127) / 128), dim3(TUNE_3 + 500, (count25 + 63) / 64, (count25 + 255) / 256), sizeof(float) * 64, (cudaStream_t)0>>>(Span7{8.0, static_cast<unsigned short>(56)}, 15 + ((float)count25), count25, nullptr);
    auto lam28 = [](unsigned char r26, int w27) {
        r26 = r26 - 255;
    };
    lam28(count25, CHUNK_1);
    auto e29 = count25 * count25;
    e29 = ((CHUNK_1 % e29) ^ sizeof(unsigned char)) / CHUNK_1;
    int t30 = e29 / 4632;
    float cnt31[2] = {};
    return 0;
}
