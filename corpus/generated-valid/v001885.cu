// cudagen 0.1 seed 1885 valid
// features: kernel,maxnreg,launch,builtin_vars,device_function,device_noinline,host_device_function,device_template_function,main,constexpr_var,const_local,struct,if,if_else,switch,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define HALF_2(x) ((x) / 2)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 31
#endif

__device__ __noinline__ int sweep6(int n7) {
    (n7--, (n7 = HALF_2((int)n7) + n7));
    if (warpSize < ('\\' * threadIdx.z)) {
        if (n7 < (n7 - 5l)) {
            const size_t mid8 = n7;
            constexpr float tmp9 = 4.25f;
        } else {
        }
    } else if (n7 < threadIdx.y) {
    } else if ((-n7) < 35) {}
    return (n7 - 37u) * 22ll;
}

struct Pixel10 {
    float w11;
    size_t flag12;
    float id13;
};

__host__ __device__ void blend14(int lane15, char cfg16, int stride17) {
    double* cnt18 = nullptr;
    if (stride17 < TUNE_5) {
        return;
    }
}

__device__ unsigned int combine19(float* acc20, float* acc21, float b22) {
    switch (warpSize - 3643L) {
    case 1: {
        int diff23 = 11U;
        break;
    }
    case (7): {
        unsigned hi24 = sizeof(float) + (b22 / (40 & blockIdx.x));
        hi24 >>= 2;
        break;
    }
    case sizeof(int) * 3:
        (*acc21) -= 3.f;
        break;
    default: {
        float cnt25 = 49 ^ blockDim.x;
        break;
    }
    }
    return TUNE_5;
}

inline __host__ __device__ void clamp26(int n27, int lane28, double alpha29) {
    if (n27 > lane28) {
        if (n27 <= 43) {
            return;
        }
        if ((-HALF_1(alpha29)) >= ((double)51U)) {
            lane28 |= 25;
        } else {
            alpha29 *= lane28;
        }
    } else {
        lane28 *= alpha29;
    }
}

template <class T>
__device__ __host__ double decay30(T* data31, const double* src32, int lane33) {
    if ((lane33 | 51) < data31[lane33]) {
        lane33 = data31[lane33];
        T u34 = 16.625f;
    }
    data31[lane33 & 7] = TUNE_5;
    int res35 = ~((lane33 + lane33) * (TUNE_5 & lane33));
    return 19.375f;
}

__global__ void __maxnreg__(64) count36(unsigned int* buf37, int count38) {
    int tid39 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid39 >= count38) {
        return;
    }
    unsigned int e40 = ((buf37[6] == ((*buf37) - TUNE_5)) ? threadIdx.x : (count38 - TUNE_5)) * static_cast<float>((threadIdx.z == tid39) ? 7.875F : count38);
    Pixel10 e41{22l, 46u, static_cast<float>(e40)};
    double h42 = (long)(TUNE_5 | count38);
}

int main() {
    int size43 = 3586;
    float* s44 = nullptr;
    const char* lim45 = "kernel\n";
    (*s44) -= ((s44[1] - (lim45[1] + lim45[0])) < (15 << lim45[0])) ? (*s44) : ((lim45[1] == lim45[0]) ? (31 % size43) : (size43 += 12, sizeof(unsigned)));
    count36<<<TUNE_5 + 1, 32 * 2>>>(nullptr, (signed char)lim45[1]);
    return 0;
}
