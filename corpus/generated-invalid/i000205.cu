// cudagen 0.1 seed 205 invalid:class_redefinition
// features: kernel,kernel_static,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,local_array,struct,class_private,if,for,do_while,switch,switch_fallthrough,bitwise,comparison,call,lit_int_hex,lit_int_octal,lit_int_suffix,cast_static,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 8
#else
#define TUNE_5 61
#endif
#undef TUNE_5
#define TUNE_5 2
// Returns the accumulated value.

__device__ int bias6(int count7) {
    ACCUM_2(count7, (SQR_1((count7 % 0x17U) * count7)));
    int w8 = 0;
    do {
        int lo9[7]{40u, 0, count7, static_cast<int>(w8), 0x25, 20, -0x30};
        ++w8;
    } while (w8 < 15);
    unsigned x10{0x2Eu};
    return CAT_3(count, 7);
}

static __global__ void __maxnreg__(128) scale11_kernel(char q12) {
    int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int i14 = gid13; i14 > 0; --i14) {
        if (i14 >= bias6(0x1l)) {
            return;
        }
    }
    unsigned int idx15 = q12;
}

class Vec16 {
    long id17;
public:
    __host__ __device__ Vec16(long a18) : id17(a18) {}
    __host__ __device__ long scale19() const {
        return 050ll;
    }
    __host__ __device__ long norm20() const {
        float h21((id17 ^ (id17)));
        h21 = SQR_1(CAT_3(id, 17) / 37);
        return 28;
    }
};
struct Config25 {
    int a;
};
struct Config25 {
    float b;
};

int main(void) {
    int n22 = 969;
    float base23 = CAT_3(n, 22);
    switch (~CAT_3(n, 22)) {
    case 3: {
        base23 = n22;
        unsigned long off24[7] = {};
        [[fallthrough]];
    }
    case 1:
        break;
    }
    scale11_kernel<<<0x20, sizeof(unsigned int) * 64, 0, 0>>>(base23);
    return 0;
}
