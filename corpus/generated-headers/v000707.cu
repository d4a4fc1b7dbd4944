// cudagen 0.2 seed 707 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,host_device_function,main,shared_var,constexpr_var,local_array,const_local,namespace,if,if_else,for,goto,ternary,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,cast_c,cast_reinterpret,sizeof,macro_function,local_class,alias_template,variable_template,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <utility>
#include <cuda_fp16.h>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define SQR_2(x) ((x) * (x))
template <typename T> using Ptr4 = T *;
template <typename A, typename B> struct Duo5 { A a; B b; };
template <typename T> using Same6 = Duo5<T, T>;
template <typename T> constexpr T kScale7 = T(9);
template <typename T> constexpr int kSize8 = static_cast<int>(sizeof(T)) * 4;
int aliased3(int x) {
    Ptr4<int> p = &x;
    Same6<int> d{x, 8};
    return x + *p + d.a + d.b + kSize8<double> + static_cast<int>(kScale7<float>);
}
template <typename T> using Ptr10 = T *;
template <typename A, typename B> struct Duo11 { A a; B b; };
template <typename T> using Same12 = Duo11<T, T>;
template <typename T> constexpr T kScale13 = T(3);
template <typename T> constexpr int kSize14 = static_cast<int>(sizeof(T)) * 2;
int aliased9(int x) {
    Ptr10<int> p = &x;
    Same12<int> d{x, 1};
    return x + *p + d.a + d.b + kSize14<double> + static_cast<int>(kScale13<float>);
}

__global__ void combine15(const short* __restrict__ in16, int* dst17, signed char* __restrict__ out18, int count19)
{
    fminf((fminf(-.25f, in16[5]) >= kSize8<char>) ? kSize8<int> : 7, -8.0f);
    (out18[count19]++, (count19 = 5l - (((int)(*in16)) * kSize8<int>)));
    (count19++, ((*dst17) = TWICE_PLUS_1(count19, (kSize8<int>)) + (-(kSize14<int> + (*out18)))));
}

static __global__ void fold20_kernel(unsigned long long* __restrict__ dst21, float* __restrict__ dst22, int stride23)
{
    --stride23;
    expf(sinf(*dst22) + kSize8<char>);
    struct Local24 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local24 mid25{6};
    int mid26 = mid25.add(31 % stride23);
    (void)mid26;
}

namespace math27 {
__global__ void norm28(int lane29, double* data30, size_t p31)
{
    lane29 = (TWICE_PLUS_1(p31, 5) / 17U) + SQR_2(fabsf(7.0F));
    for (int n32 = 13; n32 > 0; --n32) {
        fminf((p31 += 58, ((int)2UL)), kSize14<char>);
    }
    int k33 = sinf(TWICE_PLUS_1(lane29, (kSize8<char>)));
    (void)k33;
    if ((p31 / kSize14<char>) == kSize14<int>) {
        goto finish36;
    }
    if (5 != ((lane29) + kSize8<int>)) {
        const int m34 = (p31 += 35, (30 / (p31 - kSize8<char>)));
        (void)m34;
        int stride35[2] = {};
        (void)stride35;
    } else {
    }
finish36:;
}

__host__ __device__ void weigh37(int* out38, int* __restrict__ buf39)
{
    (*out38)--;
    if (out38[4] <= kSize8<char>) {
        return;
    }
}

static __global__ void gather40_kernel(int stride41, const int* __restrict__ in42, unsigned alpha43, unsigned char* __restrict__ dst44)
{
    __shared__ float sh_45;
    stride41 = sh_45;
    for (int it46 = 0; it46 < 3; ++it46) {
        alpha43 = SQR_2((+sqrtf(kSize14<int>)));
        sinf((in42[stride41] << stride41) - kSize14<char>);
    }
}
} // namespace math27

int main()
{
    int count47 = 656;
    if (kSize14<int> <= fmaxf(kSize14<char>, expf(63l))) {
        if (fmaxf(count47, 'a') == 0x2a) {
            return kSize8<int>;
        }
        fmaxf(kSize14<char>, fmaxf(kSize14<char>, kSize14<char>) + (kSize14<int> - count47));
    }
    int *d_buf48 = nullptr;
    cudaMalloc(&d_buf48, static_cast<size_t>(count47) * sizeof(int));
    cudaMemset(d_buf48, 0, static_cast<size_t>(count47) * sizeof(int));
    combine15<<<dim3((count47 + 63) / 0x40, 32), 1 << 9>>>(reinterpret_cast<const short*>(d_buf48), &count47, reinterpret_cast<signed char*>(d_buf48), expf((count47 >= d_buf48[4]) ? 21.375f : 20.5f));
    fold20_kernel<<<dim3((kSize14<char> + 510)), (0x100)>>>(reinterpret_cast<unsigned long long*>(d_buf48), reinterpret_cast<float*>(d_buf48), (19lu >= (count47 * 40lu)) ? (kSize8<int> - count47) : 0x2full);
    math27::norm28<<<dim3(0x2 * kSize14<char>), sizeof(float) * (kSize14<int> + kSize14<int>)>>>(floorf(sqrtf(19.5f)), reinterpret_cast<double*>(d_buf48), 8l);
    return 0x0;
}
