// cudagen 0.1 seed 1155 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,main,device_array,struct,class_private,enum_class,if,if_init,for,goto,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

class Sample3 {
    float mass4;
public:
    __host__ __device__ Sample3(float c5) : mass4(c5) {}
    __host__ __device__ float norm6(int u7) const {
        unsigned* hi8 = nullptr;
        return *hi8;
    }
    __host__ __device__ float norm9(int sum10) const {
        Sample3 cnt11((int)sum10);
        if (!(CAT_2(mass, 4) == sum10)) {
            return (sum10 + 59) - (sum10 * sizeof(Sample3));
        }
        return (sum10 += mass4, (sum10 + 4.75f));
    }
};
__device__ int d_drift12[16] = {061, 1924};

template <class T>
__global__ void fuse13(T cfg14, T* __restrict__ buf15) {
    int i16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ACCUM_1(cfg14, (6.5));
    T lo17 = *buf15;
    if ((blockIdx.z) != (*buf15)) {
        goto skip18;
    }
    ++lo17;
skip18:;
}
enum struct Kind19 : unsigned int { Red20, High21, Green22, Off23 };

__global__ void decay24(char alpha25, size_t q26) {
    d_drift12[12] = d_drift12[6];
    for (int j27 = (blockIdx.x * blockDim.x) + threadIdx.x; j27 < 8; j27 += blockDim.x * gridDim.x) {
        q26 = 044;
    }
    if ((+(threadIdx.z * 43l)) == 070) {
        Sample3 r28{8.0f};
        ACCUM_1(alpha25, (threadIdx.y));
    }
}

template <typename T>
__global__ void relax29(T* __restrict__ dst30, const T* in31, int len32, T q33) {
    unsigned idx34 = threadIdx.x;
    len32 %= d_drift12[len32];
    T idx35 = ((int)0l) + idx34;
    dst30[0b10]++;
}
__device__ long d_pivot36[64] = {3};

class Tile37 {
    int y38;
public:
    __host__ __device__ Tile37(int a39) : y38(a39) {}
    __host__ __device__ int scale40() const {
        return static_cast<long>(y38) - y38;
    }
    __host__ __device__ int apply41() const {
        double idx42((-(31 >> y38)) - ((950 - y38) >> ('\\' + y38)));
        Kind19 f43 = Kind19::High21;
        return 9 * y38;
    }
};

int main() {
    int size44 = 2768;
    if (size44 == size44) {
        return size44;
    }
    if (char t45 = 28; size44 >= (16 + size44)) {
        if (!(!(40 > t45))) {
            --size44;
            t45 += t45;
        }
    }
    fuse13<double><<<dim3(4, 2, (size44 + 63) / 64), 16 * 0b100, 0, 0>>>(size44 / (37ll + size44), nullptr);
    decay24<<<dim3(256, 2), dim3((2), (size44 + 037) / 32)>>>(63, size44);
    relax29<double><<<2, (64), 0, nullptr>>>(nullptr, static_cast<const double*>(nullptr), '#', (13.5f * size44) - size44);
    return 0;
}
