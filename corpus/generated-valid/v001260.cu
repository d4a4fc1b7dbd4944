// cudagen 0.1 seed 1260 valid
// features: kernel,kernel_from_macro,launch,launch_dim3,builtin_vars,device_function,device_forceinline,static_device_function,host_device_function,constexpr_function,main,constant_var,constant_array,managed_var,shared_var,extern_shared,host_global,constexpr_var,typedef,namespace,nested_namespace,if,while,goto,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_string_prefix,lit_nullptr,cast_static,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define TILE_DIM_1 5
#define RADIUS_2 16
__constant__ char c_score3[8] = {0b1111111, 23, 0b10011, 44ull, 'a', 18UL, 26, 34ul};

__global__ void scale4_kernel(const unsigned short *input5, int *data6)
{
    extern __shared__ float dyn_7[];
    (*data6) = (*data6) | (*input5);
    int w8 = 0;
    if ((c_score3[7] & 1)) {
        goto done10;
    }
    while (w8 < w8) {
        unsigned long base9 = w8;
        dyn_7[6] = 1.5f;
        ++w8;
    }
done10:;
}

namespace impl11::v12 {
__host__ __device__ void smooth13(double cfg14, int stride15, int len16)
{
    unsigned *v17 = nullptr;
    v17[0] = 'z' + len16;
}

inline __host__ __device__ void fuse18(float *buf19)
{
    buf19[6] = +((*buf19) + 18.75f);
    if (!(((*buf19) < buf19[4]) && (buf19[0b110] == (*buf19)))) {
        buf19[2] = (7.25F - buf19[4]) * (*buf19);
    }
    buf19[4] = sizeof(int) * (*buf19);
}
} // namespace impl11::v12
__managed__ bool m_filter20 = 0;

static __device__ void filter21(float *buf22, int stride23)
{
    if (threadIdx.x == static_cast<int>(24ul)) {
        constexpr float r24 = 24.5f;
    }
    if (threadIdx.x && m_filter20) {
        return;
    }
}
inline constexpr float kT25 = 2.5f;
typedef unsigned int *ptr26_t;
constexpr int RADIUS27 = (7);
__constant__ unsigned long long c_combine28 = 58;

static __device__ __forceinline__ long scale29(const int *input30)
{
    unsigned q31 = c_combine28;
    bool q32 = m_filter20 <= (0b10001 / c_score3[c_combine28]);
    m_filter20 = m_filter20 != (RADIUS27 & q31);
    if ((q32 == sizeof(short)) || (m_filter20 > c_combine28)) {
        return (c_combine28 - input30[threadIdx.x & 7]) & (c_score3[2]);
    }
    constexpr double lo33 = 18.75f;
    int x34 = (0b11100UL / blockIdx.y) * (47ul + (q31));
    return 1ul / ((-input30[x34 & 7]) - (TILE_DIM_1 + gridDim.z));
}

namespace detail35::sub36 {
constexpr __host__ __device__ int pack37(int stride38)
{
    stride38 = 2;
    return (19 + (~stride38)) - 1;
}
} // namespace detail35::sub36
const char g_scale39 = 0b100111;
#define DEFINE_MAP_KERNEL_40(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_40(map_smooth41, unsigned int)

int main()
{
    int len42 = 706;
    const char *lo43 = u8"ok";
    m_filter20 = len42 <= static_cast<int>(37);
    len42 = kT25;
    scale4_kernel<<<0b10000, sizeof(float) * 16>>>(nullptr, &len42);
    map_smooth41<<<dim3((len42 + 63) / 0100), 1 << (TILE_DIM_1 + 2)>>>(nullptr, ((53)));
    return 0;
}
