// cudagen 0.1 seed 2212 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,main,constexpr_var,struct,struct_methods,operator_overload,aligned_struct,if,if_else,for,switch,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,macro_object,macro_paste,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define CHUNK_1 16
#define RADIUS_2 4
#define TILE_DIM_3 256
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 3
#else
#define TUNE_6 29
#endif

#if TILE_DIM_3 % 2 == 0 || TILE_DIM_3 < 4
#define CONFIG_7 5
#else
#define CONFIG_7 17
#endif

template <typename T, int N = 4>
__global__ void gather8_kernel(T cfg9, int lane10, float* acc11, T* acc12) {
    cfg9 /= ((lane10 % '\t') * lane10) + ((-acc12[lane10]) + CONFIG_7);
    if (acc11 == nullptr) {
        switch (lane10 % 42) {
        case 0:
            acc12[lane10 & 7]--;
            lane10 = (N - lane10) | (lane10 % N);
            break;
        case 5:
            if (!acc11) {
                return;
            }
            break;
        case 8:
            break;
        default:
            break;
        }
    } else {
    }
}

struct __align__(8) Acc13 {
    double val14;
    double id15;
    int x16;
    bool flag17;
};

inline __host__ __device__ Acc13 operator+(Acc13 a, Acc13 b) {
    Acc13 r = a;
    r.val14 += b.val14;
    r.id15 += b.id15;
    r.x16 += b.x16;
    return r;
}

inline __host__ __device__ unsigned char step18(float* __restrict__ out19) {
    double idx20((+(*out19)) * out19[1]);
    if ((idx20 - idx20) == (*out19)) {
        if ((static_cast<int>(out19[5]) != out19[6]) && (CONFIG_7 <= ((*out19) / 38))) {
            (*out19) -= idx20;
            for (int i21 = 0; i21 < (1 << RADIUS_2); i21++) {
                unsigned long cnt22 = ((long)((*out19) * 34)) | (60 + i21);
            }
            double lim23 = static_cast<float>(TILE_DIM_3 + idx20 + idx20);
        }
    } else {
    }
    return static_cast<unsigned>(out19[0b1] - idx20) + ((RADIUS_2) * out19[6]);
}

__global__ void __maxnreg__(128) filter24(float* out25) {
    int gid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static_assert(sizeof(int) == 4, "size check");
    size_t prod27(gid26 + 41);
    int val28((int)gid26);
    prod27--;
    int idx29 = gridDim.y;
}
// Returns the accumulated value.

struct Sample30 {
    float hi31;
    bool id32;
    unsigned int vel33;
    double lo34;
    __host__ __device__ float norm35() const {
        if (34LL <= vel33) {
            return lo34 + (CAT_4(vel, 33) % 52);
        }
        return CAT_4(vel, 33);
    }
};

inline __host__ __device__ Sample30 operator+(Sample30 a, Sample30 b) {
    Sample30 r = a;
    r.hi31 += b.hi31;
    r.vel33 += b.vel33;
    r.lo34 += b.lo34;
    return r;
}

int update36(const Sample30 &alpha37) {
    float e38 = RADIUS_2;
    filter24<<<1 << 8, dim3(1 << (CONFIG_7 + RADIUS_2))>>>(&e38);
    return 1521lu & alpha37.vel33;
}

int main() {
    int n39 = 2763;
    n39++;
    filter24<<<(n39 + 31) / 32, dim3(512, 512, (TUNE_6 + 35))>>>(nullptr);
    double t40 = CAT_4(n, 39);
    n39 |= (unsigned char)(-(37 & n39));
    t40 += t40;
    gather8_kernel<unsigned, (1 << 2)><<<dim3((256), 512), (512)>>>(n39 * (t40 - 57ul), (5 - CAT_4(t, 40)) + (n39 / t40), static_cast<float*>(nullptr), (unsigned*)nullptr);
    return 0;
}
