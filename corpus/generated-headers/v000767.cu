// cudagen 0.2 seed 767 valid headers
// features: kernel,launch,builtin_vars,host_function,constexpr_function,main,auto_var,if,for,pragma_unroll,do_while,switch,goto,nested_block,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_paste,macro_statement,exceptions,runtime_api,hdr_cooperative_groups
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <numeric>
#include <cooperative_groups.h>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void score6_kernel(const float *src7, char *data8, const int *coef9, float cfg10)
{
    unsigned int *q11 = nullptr;
    if (coef9[1]) {
        goto finish15;
    }
    #pragma unroll 4
    for (int j12 = 0; j12 < 2; ++j12) {
        switch (coef9[0] * (*q11)) {
        case 2 * 2: {
            int pass13 = 0;
            do {
                if (coef9[pass13] != 16) {
                    return;
                }
                ++pass13;
            } while (pass13 < 2);
            unsigned int acc14 = coef9[1];
            (void)acc14;
            break;
        }
        case 5:
            break;
        }
    }
finish15:;
}
struct Failure16 {
    int code;
};
int check18(int v) {
    if (v > 35) {
        throw Failure16{v};
    }
    return v;
}
int guarded17(int x) {
    try {
        return check18(x);
    } catch (const Failure16 &e) {
        return e.code;
    } catch (int e) {
        return e + 1;
    } catch (...) {
        return 0;
    }
}
__global__ void groupSum19(int *out, int n) {
    namespace cg = cooperative_groups;
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<4> tile = cg::tiled_partition<4>(block);
    int i = static_cast<int>(block.thread_rank());
    int v = i < n ? out[i] : 0;
    for (int offset = 2; offset > 0; offset /= 2) {
        v += tile.shfl_down(v, offset);
    }
    block.sync();
    if (tile.thread_rank() == 0 && i < n) {
        out[i] = v;
    }
}

constexpr __host__ int accum20(int n21, int lane22)
{
    n21 = ((-n21) * (sizeof(double) * lane22)) - CAT_4(n, 21);
    unsigned int base23 = (n21 += lane22, (CAT_4(lane, 22) + lane22)) + (sizeof(int) * n21);
    return base23;
}

int main()
{
    int len24 = 1519;
    {
        for (int i25 = 0, j26 = len24; i25 < j26; (++i25, (--j26))) {
            auto cnt27 = j26;
            switch (j26) {
            case 2:
                break;
            case 0x3: {
                int *d_buf28 = nullptr;
                cudaMalloc(&d_buf28, static_cast<size_t>(cnt27) * sizeof(int));
                cudaMemset(d_buf28, 0, static_cast<size_t>(cnt27) * sizeof(int));
                break;
            }
            }
            if (cnt27 <= (CAT_4(j, 26) % i25)) {
                break;
            }
        }
    }
    score6_kernel<<<0x200, 128 * 2>>>(static_cast<const float*>(nullptr), (char*)nullptr, &len24, 47 + CAT_4(len, 24));
    groupSum19<<<0x10 * 4, 128>>>(&len24, 3936);
    return 0;
}
