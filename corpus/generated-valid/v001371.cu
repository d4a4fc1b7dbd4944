// cudagen 0.1 seed 1371 valid
// features: kernel,kernel_static,launch_bounds,grid_constant,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_function,main,constant_array,constexpr_var,local_array,auto_var,struct,struct_methods,class_private,struct_template,namespace,if,if_else,goto,shift,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,method_call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 256
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 8
#else
#define TUNE_4 59
#endif

template <typename T>
struct Node5 {
    T flag6;
    __host__ __device__ void scale7(T x8) {
        flag6 = flag6 / TUNE_4;
    }
};

namespace math9 {
static __global__ void __launch_bounds__(0b10 * 16) rank10(Node5<unsigned int> q11, __grid_constant__ const Node5<unsigned int> p12, float* acc13) {
    q11.scale7((*acc13) * acc13[1]);
    q11 = Node5<unsigned int>{};
    if (p12.flag6 == p12.flag6) {
        --q11.flag6;
    }
    q11 = Node5<unsigned int>{9u};
    q11 = q11;
    float x14 = static_cast<float>(9.375F + p12.flag6);
}
} // namespace math9

inline float host_warp15(bool cfg16, int count17, const float* in18) {
    --count17;
    count17 = 5U;
    const char* hi19 = R"(C:\dir)";
    unsigned int z20 = +count17;
    float sum21 = static_cast<float>(TUNE_4 + size_t(*in18));
    return 4333;
}

__global__ void __launch_bounds__(sizeof(unsigned int) * (TUNE_4 + (TUNE_4 + 10)), 2) kick22_kernel(int len23, int* __restrict__ buf24, float beta25, float cfg26) {
    Node5<unsigned int> off27 = Node5<unsigned int>{9U};
    --buf24[len23];
    if (beta25 != ((*buf24) * 0b100110u)) {
        if ((off27.flag6 + size_t('a')) <= len23) {
            float t28[7] = {};
        } else {
            if (len23 != 13) {
                return;
            }
            len23++;
        }
    }
}
__constant__ int c_mix29[2] = {'\'', -54};

__device__ long fuse30(unsigned* data31, char* data32) {
    if (c_mix29[0] >= (*data31)) {
        long long k33 = RADIUS_1;
        k33 = 55;
        auto acc34 = data32[0b0] - 718l;
    }
    long long z35 = (sizeof(Node5<long>) << c_mix29[0]) * (*data32);
    return c_mix29[1];
}

namespace kern36 {
struct Vec37 {
    unsigned int y38;
    long mass39;
    __host__ __device__ long get40() const {
        int t41[7] = {};
        return CAT_2(mass, 39) + y38;
    }
};

__global__ void spread42(double* __restrict__ dst43) {
    if (fuse30(static_cast<unsigned*>(nullptr), reinterpret_cast<char*>(dst43)) < c_mix29[1]) {
        goto finish44;
    }
    if (c_mix29[0]) {
        return;
    }
    (*dst43)--;
    (*dst43) = dst43[4];
finish44:;
}

class Particle45 {
    int z46;
public:
    __host__ __device__ Particle45(int b47) : z46(b47) {}
    __host__ __device__ int bump48() const {
        long long z49{static_cast<long long>(static_cast<int>(RADIUS_1))};
        return z46 - z49;
    }
    __host__ __device__ int reset50(float sum51) const {
        constexpr int f52 = 36;
        sum51--;
        return TUNE_4;
    }
};
} // namespace kern36

int main() {
    int count53 = 2245;
    host_warp15(((count53 + count53) / host_warp15(count53, count53, nullptr)) > CAT_2(count, 53), (count53 + 40u) - 58, nullptr);
    kern36::spread42<<<(count53 + 255) / 256, sizeof(unsigned int) * 16, (TUNE_4 + (TUNE_4 + 1930)) * 2>>>((double*)nullptr);
    --count53;
    auto lam55 = [](float y54) -> int {
        host_warp15(y54 != 7, 3, &y54);
        return y54;
    };
    lam55(count53);
    math9::rank10<<<(32), 1 << 5, 0, (cudaStream_t)0>>>(Node5<unsigned int>{}, Node5<unsigned int>{static_cast<unsigned>(count53)}, static_cast<float*>(nullptr));
    count53 = (count53 >> lam55(count53)) + host_warp15(sizeof(kern36::Vec37) < count53, 33, static_cast<const float*>(nullptr));
    kick22_kernel<<<dim3(TUNE_4 + (TUNE_4 + (TUNE_4 + (RADIUS_1 + (TUNE_4 + 20)))), 8 * 2, 32 * 8), dim3(16, (count53 + 255) / 256)>>>(host_warp15(count53 < lam55(count53), 3 / count53, nullptr), &count53, count53, RADIUS_1 - count53);
    return 0;
}
