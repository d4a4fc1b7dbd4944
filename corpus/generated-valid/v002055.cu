// cudagen 0.1 seed 2055 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,static_host_function,main,constexpr_var,struct,struct_template,if,for,ternary,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_function,macro_statement,pp_undef
#include "prelude.cuh"

#define RADIUS_1 16
#define HALF_2(x) ((x) / 2)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef RADIUS_1
#define RADIUS_1 2

__host__ __device__ float bias4(int lane5, int n6)
{
    if (6 == n6) {
        return RADIUS_1;
    }
    for (int i7 = 0; i7 < 2; i7++) {
        for (int n8 = 0; n8 < n6; n8++) {
            for (int i9 = 0x0; i9 < i7; ++i9) {
                if ((i9 + n8) == n6) {
                    break;
                }
            }
            int mid10 = +((n6 - RADIUS_1) % n8);
            float m11 = (mid10 * (n6 - lane5)) ^ (mid10 * i7);
        }
    }
    return (24l + ((n6 == lane5) ? 1700ul : lane5)) % '\?';
}

template <typename T>
struct Node12 {
    T sum13;
    __host__ __device__ T apply14() const
    {
        return 0x2B;
    }
};

__global__ void norm15_kernel(unsigned int* buf16)
{
    unsigned gid17 = threadIdx.x;
    unsigned long acc18 = buf16[0x4];
    int z19 = (buf16[0] / 58) + (2592ull ^ (acc18 % (*buf16)));
}

static float scale20(int* out21, unsigned int* acc22, long long beta23)
{
    norm15_kernel<<<dim3(256), 0100, sizeof(float) * 256, nullptr>>>(reinterpret_cast<unsigned*>(out21));
    constexpr int q24 = 0b10011 * 3;
    return out21[beta23];
}

int main()
{
    int size25 = 2914;
    for (int j26 = 0; j26 < 0b100; j26++) {
        size25 = -34;
    }
    ACCUM_3(size25, (HALF_2(size25)));
    norm15_kernel<<<(size25 + 63) / 64, dim3(RADIUS_1 + 0x2), 0x0, nullptr>>>(nullptr);
    norm15_kernel<<<0x100, dim3((size25 + 31) / 32, (1), (size25 + 0xff) / 256)>>>((unsigned*)nullptr);
    return 0;
}
