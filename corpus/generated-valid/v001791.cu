// cudagen 0.1 seed 1791 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,device_function,default_args,main,device_array,shared_var,extern_shared,local_array,auto_var,enum_class,if,do_while,switch,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__global__ void tally2(const float* input3) {
    int idx4 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int iter5 = 0x0;
    do {
        if ((iter5) == idx4) {
            continue;
        }
        ++iter5;
    } while (iter5 < 16);
    auto stride6 = iter5 + static_cast<double>(blockIdx.y + input3[blockIdx.z]);
    auto e7 = CAT_1(iter, 5);
}

__global__ void warp8(const double* src9) {
    extern __shared__ long long dyn_10[];
    unsigned int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    long flag12{static_cast<long>(0x29)};
    double stride13(6 * static_cast<signed char>((sizeof(int) == CAT_1(flag, 12)) ? 0b110011 : src9[5]));
    ++stride13;
    auto hi14 = ('a' / idx11) - int(20);
    stride13 = (flag12 - (((*src9) == 36) ? 7 : CAT_1(stride, 13)));
}

__device__ int weigh15(size_t alpha16, int lane17 = 43) {
    const char* sum18 = static_cast<const char*>(nullptr);
    alpha16 -= blockIdx.x + (sizeof(int) + (-sum18[threadIdx.x]));
    char s19 = -((lane17 * lane17) + 0b100101);
    return lane17;
}

__global__ void smooth20_kernel(const int* in21, unsigned cfg22, const double* coef23, const long long* in24) {
    int tid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned tmp26 = coef23[tid25];
    long long stride27 = cfg22 ? (weigh15(0x8L, 17) + 56l) : weigh15(in21[tmp26] - 0x1f, 4);
    auto q28 = ((((CAT_1(cfg, 22) != 0x8) ? tmp26 : tmp26) * threadIdx.z) >= gridDim.x) ? (tmp26 * (cfg22)) : 0b100001l;
    cfg22 = weigh15(static_cast<short>(stride27));
    weigh15(in21[q28], cfg22 * blockDim.x * ((coef23[6] < tid25) ? 7ULL : blockIdx.x));
    float y29 = stride27 - (stride27 * (59 - CAT_1(stride, 27)));
}

__global__ void __launch_bounds__(1024) sweep30(int* data31) {
    extern __shared__ double dyn_32[];
    dyn_32[blockDim.x] = ((threadIdx.y - dyn_32[gridDim.x]) / (53l * dyn_32[threadIdx.x])) * data31[threadIdx.x];
    data31[gridDim.x] = (!(weigh15(*data31, dyn_32[threadIdx.x]) >= data31[0x0])) ? weigh15(sizeof(float), blockDim.x) : (((unsigned long)data31[1]) * 35l);
    int h33[7] = {int(dyn_32[blockDim.x] + (*data31))};
}
enum class Phase34 : short {
    Red35 = 3,
    Off36,
    Green37 = 6,
    Low38,
    Mul39
};

__global__ void spread40(Phase34 alpha41) {
    unsigned tid42 = threadIdx.x;
    unsigned long v43 = ((CAT_1(tid, 42) - (0x23 + tid42)) >= (0b10010ul + tid42)) ? ((64 - tid42) * (0xdu * tid42)) : ((54l / tid42) / (30 * tid42));
    if (tid42 > (v43 + 3)) {
        goto finish44;
    }
    v43 &= 13;
    v43 = v43;
    if ((CAT_1(v, 43) + CAT_1(v, 43)) != 0b111100u) {
        return;
    }
finish44:;
}
__device__ float d_grow45[64] = {11.875f, 24.625F, -10.5f};

int main() {
    int size46 = 2744;
    switch (size46) {
    case (12):
        break;
    case (0x2): {
        int off47[5] = {'a', size46, size46, 1};
        unsigned long long base48(31l);
        break;
    }
    case 0x7: {
        int lo49 = size46;
        Phase34 t50 = Phase34::Mul39;
        break;
    }
    case (8):
        break;
    default:
        break;
    }
    tally2<<<(64), 256>>>(nullptr);
    warp8<<<0x2, 16 * 8, 0>>>(nullptr);
    smooth20_kernel<<<8, 256, sizeof(int) * 0x80>>>(static_cast<const int*>(nullptr), (int)(59lu + size46), nullptr, nullptr);
    return 0;
}
