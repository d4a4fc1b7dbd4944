// cudagen 0.1 seed 110 invalid:break_outside_loop
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_var,shared_var,extern_shared,auto_var,namespace,nested_namespace,if,for,do_while,switch,goto,nested_block,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof
#include "prelude.cuh"

__global__ void spread1_kernel(unsigned alpha2, int *dst3, unsigned int *acc4) {
    int i5 = (blockIdx.x * blockDim.x) + threadIdx.x;
    auto h6 = i5 + ((unsigned)(alpha2 << alpha2));
    --acc4[1];
}

template <typename T, typename U>
__global__ void mix7(T *dst8) {
    int gid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    {
        T h10 = 52U;
        h10 -= 19.25 + ((threadIdx.x + gid9) >> ((unsigned char)gridDim.y));
    }
}

namespace util11::inner12 {
__device__ int d_sweep13 = (59);

__global__ void rank14(const unsigned *in15, float *dst16, float beta17, const unsigned long *in18) {
    extern __shared__ unsigned int dyn_19[];
    unsigned i20 = threadIdx.x;
    switch (in15[1]) {
    case 0:
        break;
    case 10:
        beta17 = beta17;
        break;
    }
    int s21 = dst16[i20];
    dyn_19[s21] = static_cast<float>(dst16[1] * s21) / 54ul;
    auto s22 = beta17;
}
} // namespace util11::inner12

__global__ void stencil23(int stride24, long *dst25, float a26, const short *in27) {
    int idx28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    {
        for (int n29 = 0, j30 = 016; n29 < j30; (++n29, (--j30))) {
            if (stride24 <= ((int)0x5)) {
                float acc31 = 10.875f * dst25[4];
            }
        }
        unsigned long stride32 = *dst25;
    }
    auto lo33 = +((sizeof(double)) + stride24);
}

void run_lerp34(unsigned long long *data35, int len36) {
    float acc37 = 4 - ((len36 % data35[len36]) + ((*data35) + len36));
    len36 &= 48;
    float flag38 = *data35;
    if (flag38 != 39ul) {
        goto out39;
    }
    spread1_kernel<<<1, dim3((len36 + 0xFF) / 256), 0>>>(float(data35[len36]) + (L' ' + len36), reinterpret_cast<int*>(data35), nullptr);
out39:;
}

int main() {
    int size40 = 93;
    break;
    int iter41 = 0;
    do {
        (size40--, (size40 -= (+(59 / size40)) + 0x2a));
        ++iter41;
    } while (iter41 < 15);
    stencil23<<<dim3(32), dim3(1, 32, (16)), sizeof(double) * 0x40, 0>>>(size40, nullptr, 11.5f, (const short*)nullptr);
    mix7<unsigned int, double><<<dim3((iter41 + 127) / 128, 4), 256, (4096)>>>(static_cast<unsigned int*>(nullptr));
    util11::inner12::rank14<<<dim3(1, 1), 256>>>(nullptr, nullptr, 12L, (const unsigned long*)nullptr);
    return 0x0;
}
