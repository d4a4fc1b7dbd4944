// cudagen 0.2 seed 0 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,builtin_vars,device_template_function,host_function,main,constexpr_var,local_array,if,if_else,ternary,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_reinterpret,sizeof,local_class,explicit_specialization,if_constexpr,type_traits,exceptions,hdr_cmath
#include <cuda_runtime.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename T> struct IsReal4 { static constexpr bool value = false; };
template <> struct IsReal4<float> { static constexpr bool value = true; };
template <> struct IsReal4<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify3(T v) {
    if constexpr (IsReal4<T>::value) {
        return static_cast<int>(v * 7);
    } else if constexpr (sizeof(T) == 8) {
        return static_cast<int>(v) + 3;
    } else {
        return static_cast<int>(v) + 1;
    }
}

template <class T, typename U>
__global__ void pack5_kernel(U *acc6, const double *in7, T b8, double *dst9) {
    int tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    U m11 = acc6[0];
    (void)m11;
    struct Local12 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local12 v13{6};
    int v14 = v13.add(((*in7) > 27) ? 5 : 9U);
    unsigned int cnt15[(3)] = {'\n', '#'};
    (void)cnt15;
    T f16 = (sqrtf(53) + 10.5) - fmaxf((unsigned long)tid10, (dst9[v14] <= acc6[tid10]) ? in7[4] : 21.875F);
    (void)f16;
    if (classify3(8l)) {
        sqrtf(24.625f);
    } else {
        struct Local17 {
            int s;
            __host__ __device__ int add(int v) { s += v; return s; }
        };
        Local17 r18{5};
        int mid19 = r18.add(0.5f);
        (void)mid19;
    }
}
struct Failure20 {
    int code;
};
int check22(int v) {
    if (v > 40) {
        throw Failure20{v};
    }
    return v;
}
int guarded21(int x) noexcept {
    try {
        return check22(x);
    } catch (const Failure20 &e) {
        return e.code;
    } catch (int e) {
        return e + 1;
    } catch (...) {
        return 0;
    }
}

__host__ int grow23(unsigned *buf24, int count25) {
    buf24[6] = -(count25 >> (*buf24));
    pack5_kernel<unsigned int, double><<<(count25 + 127) / 128, 8 * 4>>>(reinterpret_cast<double*>(buf24), reinterpret_cast<const double*>(buf24), (count25 * 44L) + ('0' * buf24[7]), nullptr);
    count25 = count25;
    if (buf24[count25] < 34) {
        return classify3(3);
    }
    guarded21((count25 * buf24[count25]) + (count25 / count25));
    count25 = ((count25 / '\'') + count25);
    return (((buf24[count25] > count25) ? count25 : count25) >> 0x0) + sqrtf(count25);
}

int main(void) {
    int n26 = 753;
    constexpr float v27 = -11.0f;
    (void)v27;
    if (((((n26 > 0x39UL) ? 13LL : 5) <= sizeof(int)) ? 0x25U : (52 + n26)) == (6 + n26)) {
        signed char lim28{-127};
        (void)lim28;
    } else {
        pack5_kernel<double, int><<<1 << 6, 512>>>(&n26, nullptr, (0x4 - n26) * (5 - n26), nullptr);
    }
    return 0;
}
