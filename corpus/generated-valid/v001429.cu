// cudagen 0.1 seed 1429 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,static_host_function,main,struct,struct_methods,enum_class,if,switch,switch_fallthrough,ternary,comparison,incdec,comma,address_of,call,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define TILE_DIM_2 (8)
#define TILE_DIM_3 3
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#if TILE_DIM_3 == 3
#define CONFIG_6 1
#else
#define CONFIG_6 23
#endif

__global__ void norm7(const int* src8, const double* src9) {
    int tid10 = threadIdx.x;
}
enum class Color11 : short {
    Idle12,
    Fast13,
    Mul14,
    Blue15,
    Low16
};

struct Span17 {
    float val18;
    int id19;
    float sum20;
    double flag21;
    __host__ __device__ float bump22() const {
        return id19;
    }
};

static void run_pack23(int stride24, int lane25, int count26) {
    if ((count26 += count26, stride24) > count26) {
        switch ((stride24 < count26) ? stride24 : lane25) {
        case (12):
            count26 = 2031;
            norm7<<<dim3((count26 + 31) / 32, sizeof(unsigned int) * 8), dim3((count26 + 63) / 64, (lane25 + 127) / 128, (lane25 + 31) / 0b100000)>>>(nullptr, nullptr);
            [[fallthrough]];
        case 0:
            break;
        case 9:
            break;
        case sizeof(int) * (CONFIG_6 + 1):
            break;
        default:
            break;
        }
    }
}

int main() {
    int n27 = 3583;
    n27 = 5 % (n27 + ((n27 <= sizeof(float)) ? n27 : 44ul));
    n27 = int(0) * n27;
    run_pack23(n27, n27 + int(n27), sizeof(Span17));
    norm7<<<dim3((n27 + 255) / 256, (64)), (128), (TILE_DIM_2 + 4088)>>>((const int*)nullptr, nullptr);
    norm7<<<(n27 + 31) / 32, TILE_DIM_3 + (TILE_DIM_3 + 58)>>>(&n27, (const double*)nullptr);
    n27++;
    return 0;
}
