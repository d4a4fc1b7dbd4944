// cudagen 0.1 seed 458 invalid:kernel_in_inline_unnamed_namespace
// features: kernel,kernel_template,launch_explicit_template_args,launch,host_function,static_host_function,main,constexpr_var,struct,class_private,if,comparison,incdec,pointer_arith,array_index,call,method_call,lit_int_octal,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

template <class T, int N = 5>
__global__ void combine2_kernel(T* buf3, double* acc4, const T* src5, int len6)
{
    len6++;
    acc4[4] = static_cast<T>((5.375 + acc4[len6]) / ((*buf3) - len6));
    int hi7 = N + (*src5);
    if (((*src5) + len6) == buf3[hi7]) {
        return;
    }
}

__global__ void gather8_kernel(const int* src9, int n10, int lane11)
{
    n10 = n10;
    constexpr int flag12 = 3 * 9;
}

class Tile13 {
    float weight14;
    float w15;
    unsigned long weight16;
public:
    __host__ __device__ Tile13(float b17, float b18, size_t a19) : weight14(b17), w15(b18), weight16(a19) {}
    __host__ __device__ size_t get20() const
    {
        unsigned long long lim21 = 60;
        return lim21 + 032;
    }
    __host__ __device__ float scale22() const
    {
        if ((weight14) != u8' ') {
            return 22.75f;
        }
        return static_cast<unsigned short>(weight16);
    }
};

static int run_sweep23(float p24, signed char* acc25, double alpha26)
{
    ++(*acc25);
    gather8_kernel<<<8, 64 * 8>>>(reinterpret_cast<const int*>(acc25), -p24, ((float)alpha26) - alpha26);
    return (+p24) * p24 * alpha26;
}
inline namespace {
__global__ void hidden_kernel31(int *p) { p[0] = 0; }
}

int main()
{
    int len27 = 02574;
    int lo28 = run_sweep23(run_sweep23(23.5F, nullptr, 4956 - len27), (signed char*)nullptr, len27);
    lo28 = lo28 - run_sweep23(lo28, nullptr, len27);
    Tile13 stride29{1.0f, 8.0F, static_cast<size_t>(run_sweep23(lo28, nullptr, lo28))};
    float acc30 = static_cast<int>(lo28) - (run_sweep23(2.25f, static_cast<signed char*>(nullptr), 17.75F) + stride29.get20());
    run_sweep23(15.0f, nullptr, lo28 + stride29.scale22());
    combine2_kernel<float, 3><<<(len27 + 255) / 256, 256>>>(nullptr, nullptr, nullptr, (static_cast<unsigned int>(lo28)));
    return 0;
}
