// cudagen 0.1 seed 509 valid
// features: kernel,kernel_static,kernel_template,launch_deduced_template_args,maxnreg,grid_constant,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,default_args,main,shared_var,constexpr_var,const_local,struct,operator_overload,enum_class,if,if_init,for,pragma_unroll,switch,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,alignof,lambda,lambda_capture_ref,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 14
#else
#define TUNE_5 26
#endif
#if (TUNE_5 * 2) >= 29 && TUNE_5 != 0
#define CONFIG_6 6
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 19
#endif

struct Tile7 {
    int z8;
    int vel9;
    size_t vel10;
};

inline __host__ __device__ Tile7 operator+(Tile7 a, Tile7 b) {
    Tile7 r = a;
    r.z8 += b.z8;
    r.vel9 += b.vel9;
    r.vel10 += b.vel10;
    return r;
}
enum class Mode11 { Add12, Blue13, High14 = 6, On15 };

__global__ void warp16(double* out17, int* data18, __grid_constant__ const Tile7 cfg19, __grid_constant__ const Tile7 q20) {
    unsigned int tid21 = threadIdx.x;
    if (char cnt22 = '\\'; ((cnt22 += 31L, alignof(char)) + cfg19.z8) <= out17[0]) {
        #pragma unroll
        for (int i23 = 0, j24 = 0b1100; i23 < j24; (++i23, (--j24))) {
            float hi25 = '\101';
        }
        int hi26 = ((10 << cnt22) | ((unsigned int)TUNE_5)) % ((sizeof(int) - blockIdx.x) | (sizeof(double) - data18[tid21 & 7]));
    }
}

static __global__ void bias27_kernel(const int* __restrict__ input28, int* __restrict__ out29, long* acc30, float alpha31) {
    for (int n32 = 0b0, j33 = 3; n32 < j33; (++n32, (--j33))) {
        acc30[4] *= blockDim.x;
        ++alpha31;
    }
    __shared__ int sh_34;
}

template <typename T, int N = 8>
__global__ void blend35(T* __restrict__ data36, T b37) {
    unsigned int tid38 = (blockIdx.x * blockDim.x) + threadIdx.x;
    data36[0b100]++;
    int e39 = gridDim.y;
    double lim40(CONFIG_6);
}
enum class State41 { Slow42 = 2, Slow43, On44, Green45 };

__global__ void __maxnreg__(128) combine46(char beta47) {
    int idx48 = (blockIdx.x * blockDim.x) + threadIdx.x;
    const long long idx49 = (-(idx48 << gridDim.z)) + idx48;
    for (int j50 = idx48; j50 > 0b0; --j50) {
        --beta47;
    }
    long long f51 = (idx48 << (beta47 + 045ll)) * (+idx49);
    f51 = beta47 + (f51 + beta47);
}

inline __host__ __device__ float score52(int n53 = 0b1011u) {
    switch (n53) {
    case 2 * 0b100: {
        float e54 = (40ull + n53) % ((1 + n53) - (n53));
        break;
    }
    case 2 * 2:
        for (int j55 = 0b1001; j55 > 0; --j55) {
            if ((j55 >> 0b1001ul) != TUNE_5) {
                break;
            }
            Tile7 sum56 = Tile7{7, 0b110, 7ul};
        }
        break;
    }
    return 15.875f;
}

float run_shade57(char* __restrict__ buf58) {
    buf58[2] -= +((unsigned int)(-buf58[0]));
    cudaStream_t stride59 = nullptr;
    combine46<<<dim3((8)), 1 << 9, sizeof(float) * 32, nullptr>>>(18);
    dim3 res60 = dim3(8 * 16, 1, sizeof(int) * (TUNE_5 + 114));
    blend35<<<1, 0b1 << 9, 0, 0>>>(reinterpret_cast<int*>(buf58), 010);
    warp16<<<8, sizeof(unsigned int) * 0b1000>>>(reinterpret_cast<double*>(buf58), reinterpret_cast<int*>(buf58), Tile7{1107, 4, 2}, Tile7{static_cast<int>(*buf58), 4136, 2ul});
    if (((*buf58) >= (*buf58)) && ((*buf58) > buf58[2])) {
        return -9;
    }
    return *buf58;
}

int main() {
    int count61 = 2443;
    blend35<<<dim3((count61 + 31) / 0b100000, 8), dim3((count61 + 255) / 256, (0b1000), (128)), TUNE_5 + 4'082>>>(static_cast<unsigned*>(nullptr), static_cast<unsigned int>(TUNE_5 ^ count61));
    auto lam63 = [&]() -> long long {
        const bool mid62 = ((count61 + 15) & (3 + count61)) ^ count61;
        return static_cast<long>(count61) ^ (CAT_3(count, 61) - 5);
    };
    count61 = count61;
    if (count61 < count61) {
        return (2ull * CAT_3(count, 61)) - (CONFIG_6 * count61);
    }
    int base64(count61);
    bias27_kernel<<<(count61 + 63) / 0100, 0b1000000 * 2>>>(nullptr, nullptr, static_cast<long*>(nullptr), ((short)0b11001) & (count61 & base64));
    return 0;
}
