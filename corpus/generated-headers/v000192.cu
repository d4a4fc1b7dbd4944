// cudagen 0.2 seed 192 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,main,constexpr_var,static_local,if,while,do_while,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_paste,partial_specialization,hdr_cmath,hdr_thrust
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define BLOCK_SIZE_1 3
#define CHUNK_2 (BLOCK_SIZE_1 + 125)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
template <typename T, typename U> struct Pick6 { static constexpr int value = 1; };
template <typename T> struct Pick6<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick6<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes8 {
    T d[N];
    T first() const { return d[0]; }
};
template <typename T> struct Lanes8<T, 1> {
    T d;
    T first() const { return d; }
};
int specialized9(int x) {
    Lanes8<int, 1> one{x};
    Lanes8<int, 3> three{{x, 1, 2}};
    return x + Pick6<char, long>::value + Pick6<int, int>::value + Pick6<float *, int>::value + one.first() + three.first();
}

__global__ void stencil10(int lane11, int* acc12, int* buf13)
{
    int idx14 = threadIdx.x;
    int f15 = sizeof(float);
    if (52 < idx14) {
        return;
    }
    int w16 = 0;
    do {
        buf13[0] = f15;
        if (float(buf13[idx14]) > sizeof(double)) {
            break;
        }
        buf13[w16] = sqrtf(7.25f) + (~(37L | acc12[w16 & 7]));
        ++w16;
    } while (w16 < 0x2);
}

int main(void)
{
    int len17 = 3566;
    thrust::device_vector<int> dvec18(16);
    thrust::fill(dvec18.begin(), dvec18.end(), 2);
    int total19 = thrust::reduce(dvec18.begin(), dvec18.end(), 0);
    static int h20 = 13;
    int iter21 = 0;
    while (iter21 < 9) {
        if ((CAT_5(iter, 21) - CHUNK_2) >= total19) {
            break;
        }
        stencil10<<<sizeof(int) * (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 122)), 256>>>(total19 >> (26 * iter21), &h20, static_cast<int*>(nullptr));
        stencil10<<<dim3(sizeof(float) * 32, (h20 + 255) / 256, (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 2))), 128>>>(total19, &total19, &len17);
        ++iter21;
    }
    return 0;
}
