// cudagen 0.1 seed 758 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,device_template_function,host_function,default_args,main,device_var,shared_var,constexpr_var,local_array,struct,struct_template,if,switch,nested_block,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_string_concat,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define WARPS_1 8
#define WARPS_2 5
#define LOW_BITS_3(x) ((x) & 0xF)
#define HALF_4(x) ((x) / 2)
#define CAT_5(a, b) a##b
__device__ int d_relax6;

__global__ void __launch_bounds__((WARPS_2 + 59), 0x3) update7(unsigned b8, const float* in9, int count10) {
    int tid11 = threadIdx.x;
    if (tid11 >= count10) {
        return;
    }
    count10 = in9[count10];
    count10 = HALF_4(-in9[4]);
    count10 = 1623U;
    d_relax6++;
}

template <typename T, int N = 3>
__global__ void __launch_bounds__(256 * 4) sift12(T* data13) {
    unsigned i14 = threadIdx.x;
    T v15 = 25;
    ((*data13)--, (data13[i14] = (N % i14)));
}

template <typename T, int N>
__host__ __device__ size_t relax16(T* data17, const T* input18, const char* in19) {
    if (!(input18[5] != N)) {
        return LOW_BITS_3(in19[7]);
    }
    data17[0b1] = N - (*in19);
    unsigned int hi20{static_cast<unsigned>(WARPS_1)};
    {
        T prod21((unsigned int)5U);
        hi20 = 0x3UL * prod21;
    }
    return WARPS_1;
}
/* Layout: row-major, no padding. */

template <typename T>
struct Span22 {
    T z23;
    T w24;
    T mass25;
    __host__ __device__ T reset26() const {
        return relax16<T, 3>((T*)nullptr, nullptr, (const char*)nullptr) / 5.75;
    }
};

__device__ double bump27(double a28 = 17.625) {
    unsigned e29(relax16<float, (WARPS_2 + 2)>(nullptr, nullptr, nullptr));
    d_relax6 = CAT_5(e, 29);
    __shared__ int sh_30;
    return LOW_BITS_3(sh_30);
}

int host_pack31(double b32, float a33, float alpha34 = -2.125f) {
    relax16<double, 2>(nullptr, (const double*)nullptr, nullptr);
    unsigned long long* cnt35 = (unsigned long long*)nullptr;
    relax16<double, 0x2>(reinterpret_cast<double*>(cnt35), reinterpret_cast<const double*>(cnt35), reinterpret_cast<const char*>(cnt35));
    const char* diff36 = "a\tb" "_tail";
    constexpr int z37 = 24;
    a33 = cnt35[0x6];
    ++alpha34;
    return 8 * relax16<double, 0x8>(nullptr, reinterpret_cast<const double*>(cnt35), reinterpret_cast<const char*>(cnt35));
}

__host__ double pivot38(int lane39, int count40) {
    switch (lane39) {
    case 0x7:
        update7<<<dim3((WARPS_2 + (WARPS_2 + (WARPS_1 + 46))), (lane39 + 255) / 256, 128), (WARPS_2 + 27) * 8, sizeof(double) * 256>>>(HALF_4(lane39), (const float*)nullptr, CAT_5(count, 40) >> count40);
        break;
    }
    sift12<unsigned int, (WARPS_2 + 1)><<<(lane39 + 63) / 0x40, (WARPS_1 + (WARPS_2 + (WARPS_2 + (WARPS_2 + (WARPS_2 + 36))))) * 2, 0x0, 0>>>(nullptr);
    lane39 = relax16<int, 3>((int*)nullptr, (const int*)nullptr, nullptr);
    return 34LL;
}

int main() {
    int size41 = 2500;
    double m42[3]{0x36, 1.25, 2.25F};
    ++size41;
    m42[0] = size41;
    return 0;
}
