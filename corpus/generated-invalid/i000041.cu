// cudagen 0.1 seed 41 invalid:thread_local_device_var
// features: kernel,kernel_extern_c,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constant_array,struct,struct_template,enum_class,if,for,while,do_while,ternary,bitwise,comparison,comma,pointer_arith,member_access,array_index,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_stringize,macro_paste
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

__global__ void combine4(float* buf5, int n6, int lane7, const int* input8) {
    int i9 = threadIdx.x;
    if (i9 >= n6)
        return;
    int iter10 = 0;
    while (iter10 < i9) {
        n6 = -buf5[1];
        char x11 = threadIdx.x;
        ++iter10;
    }
}

template <typename T>
struct Bounds12 {
    T flag13;
    __host__ __device__ T norm14() const {
        return (+flag13) - (flag13 - 44);
    }
};
enum class Color15 {
    Off16,
    High17,
    Add18,
    Off19,
    Slow20
};

extern "C" {
__global__ void blend21_kernel(Color15 b22, const float* in23, int count24) {
    int cnt25 = (sizeof(unsigned long long) + warpSize);
    Bounds12<int> y26 = {5};
    if (!in23)
        return;
    b22 = b22;
    char q27 = 27;
    int tmp28 = cnt25;
    int res29 = cnt25 - ((q27 | threadIdx.x) + (sizeof(char) + threadIdx.y));
}
}
__constant__ unsigned char c_step30[8] = {255, 5, 4, 43, 23ul, 11ull, 12, 12};

extern "C" {
__global__ void step31_kernel(const int* input32, short* out33, size_t* dst34) {
    int tid35 = threadIdx.x;
    unsigned int r36 = 48 - out33[tid35];
    if (static_cast<long>(dst34[warpSize]))
        return;
    int y37 = (c_step30[r36] - threadIdx.x) ? ((tid35 - 22) + (032LL)) : (*out33);
    if ((out33[y37] / 44ul) < tid35)
        return;
}
}

double check_smooth38(Color15 cfg39, int len40, int count41) {
    short t42 = static_cast<int>(count41) * ((1 - count41) + CAT_3(count, 41));
    t42 = (t42 += t42, 24);
    for (int i43 = 0; i43 < 3; ++i43) {
        combine4<<<64, 256, sizeof(double) * 128, 0>>>(nullptr, (count41 += count41, 47ULL), (37) | (count41 - count41), nullptr);
        step31_kernel<<<(len40 + 31) / 32, (256), 4096, nullptr>>>((const int*)nullptr, nullptr, (size_t*)nullptr);
    }
    const char* s44 = STR_2(hello);
    return (((int)18u) - s44[1]) - CAT_3(len, 40);
}
__device__ thread_local int tl_var50;

int main() {
    int len45 = 134;
    if (CAT_3(len, 45) == len45)
        return (len45 += CAT_3(len, 45), (63 + len45));
    int iter46 = 0;
    do {
        int w47 = 0;
        do {
            int pass48 = 0;
            do {
                bool off49 = (len45 += w47, (w47 + iter46)) == iter46;
                blend21_kernel<<<(64), (64), sizeof(double) * 64>>>(Color15::Add18, (const float*)nullptr, (3 >= CAT_3(pass, 48)) ? (5 | len45) : 58);
                ++pass48;
            } while (pass48 < 10);
            ++w47;
        } while (w47 < 015);
        ++iter46;
    } while (iter46 < iter46);
    return 0;
}
