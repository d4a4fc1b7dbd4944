// cudagen 0.1 seed 1543 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,managed_var,shared_var,extern_shared,constexpr_var,local_array,auto_var,const_local,struct,struct_template,if,while,switch,compound_assign,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
__managed__ int m_scatter4 = 27;
template <typename T, int N = 4>
__global__ void spread5_kernel(const T* in6, const T* input7) {
    extern __shared__ int dyn_8[];
    double diff9[3] = {};
    dyn_8[m_scatter4] /= N;
    diff9[m_scatter4] = dyn_8[6];
}
// Computes one element per thread.
template <typename T>
struct Node10 {
    T x11;
    T id12;
    __host__ __device__ T reset13() const {
        float x14[6] = {static_cast<float>(x11), 4.0F, 15.25f, 9.0f, 35, static_cast<float>(NUM_ITERS_1)};
        Node10<T> m15 = Node10<T>{7, x11};
        return 8.875f;
    }
};
__global__ void reduce16(const float* in17, int stride18, const double* in19) {
    int idx20 = threadIdx.x;
    if (idx20 >= stride18) {
        return;
    }
    switch (CAT_3(idx, 20) + 48) {
    case 10: {
        int w21 = 0;
        while (w21 < m_scatter4) {
            auto base22 = m_scatter4;
            if (stride18 <= NUM_ITERS_1) {
                ACCUM_2(stride18, (*in19));
                constexpr int sum23 = 39ul;
            }
            ++w21;
        }
        break;
    }
    case 0:
        break;
    case 1:
        break;
    case 0x3:
        break;
    }
}
inline long rank24(int* acc25) {
    size_t q26 = 0x1251;
    const int* r27 = nullptr;
    return (long long)(7);
}
int main() {
    int size28 = 0xd50;
    const long tmp29 = -54;
    double q30[8]{2.5, 4.125, 28, double(NUM_ITERS_1), static_cast<double>(size28), 11.625, 0x21, 0x9};
    spread5_kernel<long, 1><<<dim3((size28 + 63) / 0b1000000, (1), (size28 + 31) / 32), 0x80>>>(nullptr, nullptr);
    reduce16<<<0x2, 32, NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + 4072))>>>(nullptr, (9), q30);
    return 0;
}
