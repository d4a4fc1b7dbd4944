// cudagen 0.1 seed 2207 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,device_noinline,host_device_function,host_function,constexpr_function,default_args,main,static_local,if,for,pragma_unroll,while,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_functional,cast_static,sizeof
#include "prelude.cuh"

template <typename T, int N>
__global__ void merge1_kernel(T b2) {
    if (b2 != b2) {
        return;
    }
    T res3 = 9 * b2;
    res3 = N;
}

__device__ float merge4(unsigned beta5, int len6 = 27l) {
    if ('A' != len6) {
        return 64 | beta5;
    }
    if (double(20.5) <= (len6 - (49 % beta5))) {
        if (((beta5 / 8) * 63) <= beta5) {
            int hi7 = 2432;
        }
        long long* idx8 = nullptr;
    }
    return 13.5F;
}

__device__ __noinline__ float decay9(int stride10, const unsigned char* src11, const double* in12) {
    #pragma unroll
    for (int i13 = 0; i13 < 15; ++i13) {
        stride10 = merge4(33, 2 + i13);
    }
    for (int j14 = 3; j14 > 0; --j14) {
        stride10 = stride10 + in12[2];
        double base15{36UL};
    }
    return src11[stride10];
}

constexpr __device__ __host__ int step16(int n17, int stride18) {
    return 60;
}

template <typename T>
__global__ void sweep19_kernel(T cfg20, const T* src21) {
    int iter22 = 0;
    while (iter22 < iter22) {
        float s23 = iter22;
        cfg20 = decay9((40ULL * iter22) % iter22, nullptr, nullptr);
        ++iter22;
    }
}

void check_stencil24(double b25, int stride26) {
    b25 = stride26;
    cudaStream_t res27 = nullptr;
    int z28 = ((~stride26) - 21ul) | stride26;
}

unsigned int weigh29(int lane30 = 1579lu) {
    float off31(((3492 - lane30) + lane30) - lane30);
    if ((lane30 & 1)) {
        for (int j32 = 0; j32 < 14; ++j32) {
            merge1_kernel<double, (1 << 2)><<<(020), dim3((lane30 + 63) / 64), sizeof(float) * 32, (cudaStream_t)0>>>(22.);
        }
        unsigned int t33 = (lane30 ^ lane30) + (static_cast<unsigned char>(21) << step16(lane30, 5));
    }
    return lane30;
}

__device__ unsigned int relax34(unsigned short* data35, int n36, long a37) {
    if (n36 <= data35[a37]) {
        return n36;
    }
    short int m38 = 49;
    return step16(a37 + a37 + (data35[n36] - 117lu), -1061);
}

__device__ __forceinline__ short clamp39(double p40, float a41, unsigned int b42) {
    relax34(nullptr, p40, (a41 - p40) - (34ll / b42));
    if (a41 == p40) {
        float acc43 = 39;
        int f44 = 3082L;
    }
    float q45 = p40;
    int res46 = relax34(nullptr, 042 + b42, 757L);
    return b42;
}

int main() {
    int n47 = 1768;
    n47 = (weigh29() | 4) / (40ULL + weigh29(n47));
    n47 = n47 + n47;
    merge1_kernel<double, 6><<<1 << 3, 256>>>((n47) ^ (n47 | 4u));
    static unsigned h48 = 9ll;
    size_t s49 = step16(n47, h48) + n47;
    sweep19_kernel<unsigned int><<<dim3(4, 2), (512), sizeof(float) * 32, nullptr>>>((h48 & 20) << s49, nullptr);
    return 0;
}
