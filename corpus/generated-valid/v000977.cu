// cudagen 0.1 seed 977 valid
// features: kernel,maxnreg,launch,builtin_vars,device_function,device_forceinline,host_function,main,shared_var,extern_shared,host_global,constexpr_var,struct,class_private,struct_template,typedef,namespace,if,goto,bitwise,shift,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_functional,cast_static,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define WARPS_2 256
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))

#if WARPS_2 % 2 == 0 || WARPS_2 < 4
#define CONFIG_5 6
#else
#define CONFIG_5 28
#endif
double g_blend6 = 43;

template <typename T>
struct Stats7 {
    T val8;
    unsigned y9;
    T val10;
};

namespace img11 {
__device__ __forceinline__ double combine12(const Stats7<long> &p13, const Stats7<long> &p14, unsigned int* data15) {
    unsigned int w16 = TWICE_PLUS_4(threadIdx.x, (threadIdx.x | (*data15)) * (WARPS_2 + data15[7]));
    w16++;
    int* prod17 = nullptr;
    ++data15[0];
    w16--;
    unsigned char res18 = *data15;
    Stats7<long> hi19 = Stats7<long>{long(15), 23UL, 49};
    return data15[3];
}
typedef Stats7<long> rec20_t;

class Particle21 {
    int flag22;
public:
    __host__ __device__ Particle21(int init23) : flag22(init23) {}
    __host__ __device__ int norm24() const {
        return flag22;
    }
};
} // namespace img11

__global__ void __maxnreg__(64) pivot25_kernel(int lane26) {
    extern __shared__ double dyn_27[];
    unsigned int gid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid28 >= lane26) {
        return;
    }
    if (lane26 >= (dyn_27[0] - blockIdx.x)) {
        return;
    }
    int u29{int(+(blockDim.x + img11::combine12(Stats7<long>{1483lu, static_cast<unsigned int>(gid28), 3L}, Stats7<long>{2306, 8U, static_cast<long>(41ul)}, nullptr)))};
    dyn_27[u29]--;
    if ((gid28 * 31UL) != u29) {
        return;
    }
}

double relax30(int len31) {
    len31 = 0x62;
    g_blend6 = len31 % (5 - (len31 >> 0x5));
    len31 = (len31 << len31) * g_blend6;
    if ((-len31) == len31) {
        goto done32;
    }
    pivot25_kernel<<<(4), (CONFIG_5 + (NUM_ITERS_1 + 0x1a))>>>((len31 - 3) ^ 0x18L);
    g_blend6 = 25;
    len31 = 57l;
done32:;
    return g_blend6;
}

int main() {
    int size33 = 1874;
    size33 = g_blend6;
    size33 = 23L;
    pivot25_kernel<<<(CONFIG_5 + (CONFIG_5 + (CONFIG_5 + 0x2E))) * 8, 0x10 * 16>>>(TWICE_PLUS_4((size33), relax30(57L)));
    return 0x0;
}
