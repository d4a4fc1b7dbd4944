// cudagen 0.1 seed 1488 valid
// features: kernel,kernel_static,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,main,shared_var,enum_class,if,ternary,shift,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

__device__ __forceinline__ int gather6(int lane7) {
    lane7 = ((lane7) - (gridDim.x - lane7));
    if (lane7) {
        if ((blockDim.x == 61) || (MIN2_1(lane7, 9L) != sizeof(int))) {
            if ((lane7 << 6) < (blockDim.x / 0b1001)) {
                lane7 = 15l + (+lane7);
            }
            if (lane7 || (lane7 >= lane7)) {
                return (lane7 >= threadIdx.x) ? 0xD7B : threadIdx.y;
            }
        }
    }
    return lane7;
}

inline __device__ void warp8(const int* src9, int lane10, unsigned int q11) {
    gather6(lane10);
    int* v12 = (int*)nullptr;
}

inline __device__ unsigned int reduce13(unsigned int* dst14, float* acc15) {
    if (threadIdx.x - dst14[6]) {
        dst14[4] = gather6((threadIdx.x ? dst14[gridDim.z] : 22) * (dst14[3] * 21ul));
    }
    int s16 = (gather6(sizeof(char)) << ((*dst14) >> (*dst14))) - MOD8_2(MOD8_2(dst14[warpSize]));
    s16 = dst14[s16];
    return threadIdx.x;
}
enum class Mode17 {
    Low18 = 3,
    Slow19,
    Add20,
    Off21,
    Blue22
};

static __global__ void __maxnreg__(32) tile23(long a24, double* out25, int len26) {
    unsigned idx27 = threadIdx.x;
    if (idx27 >= len26) {
        return;
    }
    reduce13(reinterpret_cast<unsigned*>(out25), reinterpret_cast<float*>(out25));
    a24 = idx27 / len26;
}

static __global__ void fuse28(float* data29, int* acc30) {
    int gid31 = threadIdx.x;
    char res32 = (int(threadIdx.x) - 15l) * reduce13((unsigned int*)nullptr, data29);
    __shared__ int sh_33[sizeof(unsigned int) * 8];
    int y34 = +threadIdx.x;
}

__device__ __forceinline__ float grow35(double* dst36, int n37) {
    __shared__ int sh_38[16 * 2];
    sh_38[n37] = (n37) * (0b10001lu / (sh_38[n37] >> n37));
    return gather6(reduce13(reinterpret_cast<unsigned int*>(dst36), reinterpret_cast<float*>(dst36)));
}

int main() {
    int len39 = 1599;
    Mode17 s40 = Mode17::Off21;
    float lo41 = (2 * len39) + (-0);
    tile23<<<0x4, sizeof(float) * 8, 0x1 << 10, nullptr>>>(((s40 == Mode17::Blue22) || len39) ? len39 : (len39 - len39), (double*)nullptr, 38L);
    fuse28<<<1 << 2, 256, 0, 0>>>(&lo41, &len39);
    return 0;
}
