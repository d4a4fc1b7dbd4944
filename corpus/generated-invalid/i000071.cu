// cudagen 0.1 seed 71 invalid:deref_non_pointer
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,extern_shared,const_local,static_local,struct,struct_template,if,if_else,if_init,do_while,shift,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_static,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

template <typename T>
struct Span5 {
    T flag6;
    long count7;
    T lo8;
};

__global__ void tally9(double *data10, float *dst11, const int *in12) {
    extern __shared__ unsigned long dyn_13[];
    unsigned gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int pass15 = 0;
    do {
        unsigned acc16 = 33;
        if (const float y17 = gid14; ((pass15 - gid14) * 23ULL) < acc16) {
            double cnt18 = threadIdx.x - (acc16 / (24.5 - dyn_13[threadIdx.x]));
            const int stride19 = 'A' + static_cast<double>(data10[gid14]) + '\101';
        }
        ++pass15;
    } while (pass15 < 3);
}

inline void tally20(int len21, int lane22) {
    tally9<<<512, sizeof(float) * 16, sizeof(int) * 128, nullptr>>>(nullptr, nullptr, &len21);
    static int hi23 = 44;
    float idx24 = CAT_4(len, 21);
}

int main() {
    int size25 = 01006;
    size25 = *size25 + 1;
    if (unsigned int k26 = +(+(42 >> size25)); size25 > size25) {
        const float r27 = 24.75f;
        int stride28 = sizeof(unsigned int) >> size25;
    } else {
    }
    return 0;
}
