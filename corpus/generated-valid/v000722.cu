// cudagen 0.1 seed 722 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,kernel_from_macro,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,device_template_function,main,constant_array,shared_var,extern_shared,struct,struct_template,enum,enum_class,if,goto,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

static __global__ void clamp3(long *dst4) {
    extern __shared__ unsigned char dyn_5[];
    dyn_5[3]--;
    (*dst4) = 4'466;
    dst4[1] = 43;
    short int base6(4'146);
    if (((*dst4) / 2) < dyn_5[7]) {
        goto out7;
    }
    ++dst4[base6];
    (*dst4) = -(((signed char)dyn_5[6]) * ((int)dst4[4]));
out7:;
}
enum class Axis8 { Add9 = 1, Busy10 = 3, Busy11 };
enum struct Mode12 : unsigned int { Mul13, High14 = 5, On15 };

struct Tile16 {
    double sum17, weight18;
    short id19;
    unsigned int hi20;
};

template <typename T, class U>
__host__ __device__ void count21(T *buf22, int *out23) {
    Axis8 q24 = Axis8::Busy10;
    int diff25{15l};
    if (out23 != nullptr) {
        goto out26;
    }
    (*buf22) = (0lu - (*buf22)) - ((127u / diff25) + ((*buf22) + diff25));
out26:;
}

template <typename T>
struct Pixel27 {
    T hi28;
    int lo29;
    __host__ __device__ void scale30(long long mid31) {
        lo29 = 2 * mid31;
    }
};

template <class T, int N>
__global__ void fuse32(const T *in33) {
    if (N <= (*in33)) {
        return;
    }
    unsigned long long x34 = 19;
    x34 = 4 - in33[6];
    Pixel27<double> val35{3, 32};
}

template <typename T>
struct Tile36 {
    T x37;
    T weight38;
};
enum State39 {
    MUL40,
    GREEN41,
    LOW42,
    BUSY43,
    BUSY44 = 9
};
__constant__ long long c_shade45[8] = {15, 22u, 49, 20, 41LL, 2732, '\?', 30UL};
#define DEFINE_MAP_KERNEL_46(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_46(map_reduce47, double)
DEFINE_MAP_KERNEL_46(map_lerp48, float)

int main(void) {
    int len49 = 2272;
    len49 = len49 + len49;
    map_reduce47<<<1, (BUSY44 + (BUSY44 + 016)) * (GREEN41 + 3)>>>(nullptr, -1);
    if (len49 >= len49) {
        return (len49);
    }
    clamp3<<<128, (GREEN41 + 63), sizeof(int) * 32, (cudaStream_t)0>>>((long*)nullptr);
    fuse32<long, (BUSY43 + 4)><<<(512), 64>>>(static_cast<const long*>(nullptr));
    map_lerp48<<<(LOW42 + (LOW42 + (LOW42 + LOW42))) * (GREEN41 + GREEN41), 512, 64 * 16, (cudaStream_t)0>>>(nullptr, len49);
    return 0;
}
