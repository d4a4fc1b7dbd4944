// cudagen 0.1 seed 1869 valid
// features: kernel,kernel_from_macro,launch,launch_shared_mem,builtin_vars,main,host_global,struct,struct_template,aligned_struct,enum,while,nested_block,ternary,comparison,lit_int_hex,lit_int_octal,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define WARPS_1 8
#define RADIUS_2 64
#define LOW_BITS_3(x) ((x) & 0xF)
#define CAT_4(a, b) a##b
const char* g_spread5 = "\x41\102";

struct __align__(16) Tile6 {
    size_t x7;
    double z8;
    char weight9;
    float weight10;
};

template <typename T>
struct Pixel11 {
    T val12;
    int val13;
    T flag14;
    __host__ __device__ void apply15(size_t e16)
    {
        val13 = 072;
    }
};
#define DEFINE_MAP_KERNEL_17(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_17(map_merge18, float)
enum Op19 {
    LOW20,
    IDLE21 = 3,
    ON22,
    BLUE23,
    MUL24
};

template <typename T>
struct Cell25 {
    T count26;
    float y27;
    short count28;
    __host__ __device__ T bump29(unsigned h30) const
    {
        return LOW_BITS_3(h30);
    }
};

int main()
{
    int size31 = 0xf9e;
    {
        map_merge18<<<8, sizeof(int) * (MUL24 + 2), sizeof(double) * 128>>>(nullptr, g_spread5[1] + 0x1B);
        int pass32 = 0;
        while (pass32 < 0x3) {
            unsigned int off33{static_cast<unsigned int>((-((26u >= g_spread5[0]) ? pass32 : 0x3Dl)) + (+(3029 - pass32)))};
            map_merge18<<<(size31 + 0x7f) / 128, sizeof(unsigned int) * 32>>>((float*)nullptr, size31 - g_spread5[1]);
            ++pass32;
        }
    }
    return 0;
}
