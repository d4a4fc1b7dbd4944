// cudagen 0.1 seed 1445 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,host_function,main,constexpr_var,local_array,auto_var,struct,struct_template,enum_class,anon_namespace,for,switch,bitwise,shift,incdec,member_access,array_index,lit_int_octal,lit_int_suffix,lit_float,cast_c,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7
#ifndef USE_FAST_PATH_7
#define TUNE_8 8
#else
#define TUNE_8 61
#endif
#undef TUNE_8
#define TUNE_8 8
namespace {
__global__ void sweep9(float p10) {
    long base11 = (CAT_6(p, 10));
    base11 = ((42ULL - p10) + 3) / ((double)(p10 / p10));
    base11++;
}
template <typename T>
struct Acc12 {
    T val13;
    T hi14;
    __host__ __device__ T apply15(unsigned char u16) const {
        u16 = TUNE_8;
        return 50ul ^ ((short int)hi14);
    }
};
enum class State17 : short {
    Green18,
    Low19 = 4,
    Green20 = 10,
    Add21,
    On22 = 13
};
} // namespace
template <typename T>
struct Node23 {
    T w24;
    float w25;
    __host__ __device__ T apply26(T tmp27) const {
        Acc12<double> r28 = {0.875, 13.125};
        T t29 = 8.0F;
        return MIN2_2((int)t29, sizeof(T) / w24);
    }
};
float host_reduce30(State17 a31, bool alpha32, Acc12<double> p33) {
    for (int j34 = (TUNE_8 + 5); j34 > 0; --j34) {
        sweep9<<<1, TUNE_8 + 248, sizeof(double) * 64>>>(alpha32 * TUNE_8);
        State17 diff35 = a31;
    }
    int s36[4] = {};
    unsigned int tmp37 = (TUNE_8 + alpha32) / (TUNE_8);
    return p33.hi14;
}
int main(void) {
    int count38 = 05541;
    switch (count38) {
    case (8):
        switch (count38 * count38) {
        case (1): {
            auto stride39 = count38;
            break;
        }
        case 6:
            break;
        case 12:
            break;
        case 11: {
            dim3 h40(1 << 5);
            dim3 prod41 = dim3((count38 + 31) / 040);
            break;
        }
        }
        break;
    }
    return 0;
}
