// cudagen 0.1 seed 2239 valid
// features: kernel,kernel_from_macro,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_var,managed_var,shared_var,extern_shared,constexpr_var,struct,struct_methods,operator_overload,if,for,while,ternary,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 15
#else
#define TUNE_4 29
#endif
#undef TUNE_4
#define TUNE_4 8
__managed__ double m_tally5 = 14;
__device__ bool d_scale6 = 1;

struct Pixel7 {
    int z8;
    long flag9;
    char id10;
    float count11;
    __host__ __device__ char norm12() const {
        double *tmp13 = (double*)nullptr;
        return CAT_2(id, 10);
    }
    __host__ __device__ float mix14() const {
        int base15 = TUNE_4;
        return 4.625f;
    }
};

inline __host__ __device__ Pixel7 operator+(Pixel7 a, Pixel7 b) {
    Pixel7 r = a;
    r.z8 += b.z8;
    r.flag9 += b.flag9;
    r.id10 += b.id10;
    r.count11 += b.count11;
    return r;
}

__global__ void step16(int *out17, const float *src18) {
    extern __shared__ double dyn_19[];
    d_scale6 = 0;
    int *sum20 = out17;
}
#define DEFINE_MAP_KERNEL_21(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_21(map_accum22, double)
DEFINE_MAP_KERNEL_21(map_count23, int)

void scatter24(unsigned char p25, unsigned b26, unsigned int q27) {
    int iter28 = 0;
    while ((iter28 < (TUNE_4 + 2)) && (0x53 != ((b26 == b26) ? p25 : b26))) {
        for (int i29 = 0x0; i29 < iter28; ++i29) {
            for (int n30 = 0; n30 < 5; n30++) {
                if (i29 || (iter28 == p25)) {
                    return;
                }
                if (m_tally5 < (+iter28)) {
                    continue;
                }
                unsigned long long u31 = 36ull;
            }
        }
        ++iter28;
    }
}

int main() {
    int count32 = 07557;
    scatter24(count32, m_tally5 + m_tally5, (m_tally5 >= m_tally5) ? (count32) : m_tally5);
    if ((count32 <= count32) && (m_tally5 >= 0x1)) {
        return HALF_1((int)m_tally5);
    }
    m_tally5 = count32;
    step16<<<(count32 + 31) / 32, 8 * (TUNE_4 + 0x8), 1024, 0>>>(&count32, nullptr);
    map_accum22<<<(count32 + 31) / 32, 0x40>>>(&m_tally5, HALF_1(m_tally5) * (8 - m_tally5));
    map_count23<<<(count32 + 0x3f) / 64, 0x2 * 16, 0100 * 16, (cudaStream_t)0>>>(&count32, 42);
    return 0;
}
