// cudagen 0.1 seed 547 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,constexpr_function,main,device_array,managed_var,shared_var,extern_shared,constexpr_var,local_array,auto_var,enum,enum_class,if,goto,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_statement,pp_ifdef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 10
#else
#define TUNE_3 24
#endif

__global__ void __launch_bounds__(64) blend4_kernel(int stride5, int *__restrict__ out6) {
    extern __shared__ double dyn_7[];
    stride5 = (out6[stride5 & 0x7] += 62, ((*out6) | stride5));
    const unsigned char *s8 = (const unsigned char*)nullptr;
}
__managed__ long m_spread9 = 4;

__global__ void drift10_kernel(float *buf11, const unsigned int *__restrict__ in12) {
    extern __shared__ long dyn_13[];
    int e14[7] = {};
    (dyn_13[m_spread9 & 7]--, (m_spread9 = m_spread9));
    int stride15[2] = {};
    dyn_13[m_spread9 & 7] = TUNE_3;
}
enum class State16 { Green17, Green18 = 2, Busy19 = 4 };

template <class T, int N>
__global__ void trace20(const T *__restrict__ input21, int n22, int lane23, const unsigned long *in24) {
    extern __shared__ float dyn_25[];
    --dyn_25[n22];
    m_spread9 = N;
    T *e26 = static_cast<T*>(nullptr);
}
__device__ int d_tile27[64];

__global__ void relax28(int n29, const unsigned *in30, const int *__restrict__ src31) {
    m_spread9++;
    m_spread9++;
    State16 h32 = State16::Busy19;
    auto t33 = 4'790ULL;
    if (t33 <= src31[t33 & 7]) {
        goto done34;
    }
    n29++;
    h32 = State16::Green18;
    d_tile27[22] = n29;
done34:;
}

__global__ void trace35(float alpha36, int *acc37, float cfg38, float b39) {
    b39--;
    short *e40 = nullptr;
    if ((e40 != nullptr) || (d_tile27[m_spread9] > b39)) {
        return;
    }
    cfg38 = (alpha36 += acc37[m_spread9], (((m_spread9 <= d_tile27[31]) || (m_spread9 > 21ULL)) ? 0.25f : acc37[0]));
    m_spread9 = b39;
    m_spread9++;
}
enum Phase41 { LOW42, ADD43 };

constexpr __host__ __device__ int weigh44(int stride45) {
    stride45 = (0x3Cu < stride45) ? (2169 + stride45) : stride45;
    stride45 = 14lu;
    return stride45;
}

int main() {
    int count46 = 3642;
    dim3 stride47 = dim3((TUNE_3 + (ADD43 + 0xF5)));
    m_spread9++;
    count46 = ADD43;
    blend4_kernel<<<1, dim3((count46 + 0x3F) / 64), 256, 0>>>(static_cast<int>(count46), &count46);
    drift10_kernel<<<8, 512, sizeof(int) * 1'024>>>((float*)nullptr, nullptr);
    trace20<double, 0x2><<<dim3((m_spread9 + 31) / 0x20, (count46 + 31) / 0x20), TUNE_3 + 246, 0, nullptr>>>(nullptr, weigh44(m_spread9), (18 ^ count46) * weigh44(count46), static_cast<const unsigned long*>(nullptr));
    return 0;
}
