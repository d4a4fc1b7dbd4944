// cudagen 0.2 seed 198 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,enum,if,for,ternary,compound_assign,bitwise,comparison,lit_int_suffix,lit_char,lit_bool,sizeof,macro_object,macro_paste,macro_statement,concept,requires_clause
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <type_traits>

#define BLOCK_SIZE_1 3
#define RADIUS_2 32
#define RADIUS_3 128
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T> concept Small9 = sizeof(T) <= 16;
template <typename T> concept Arith10 = Small9<T> && (sizeof(T) >= 4);
template <Small9 T> __device__ T twice11(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) __device__ T thrice12(T x) { return x * 3; }
template <typename T> __device__ T quad13(T x) requires Arith10<T> { return x * 4; }
__device__ int sign14(Small9 auto v) { return v != 0 ? 1 : 2; }
constexpr int BLOCK15 = 4;
enum Phase16 { SLOW17, ON18 = 3, GREEN19, OFF20 = 10 };

__global__ void __launch_bounds__((1024)) combine21_kernel(bool alpha22, bool alpha23) {
	unsigned cnt24 = blockIdx.x - alpha23;
	cnt24 += (warpSize - 'A') + (((blockIdx.x < alpha23) ? BLOCK15 : 4974) - ON18);
	for (int i25 = 13; i25 > 0; --i25) {
		if (alpha23)
			break;
		cnt24 &= (blockIdx.y * RADIUS_2) + alpha22;
	}
}

int main() {
	int n26 = 77;
	combine21_kernel<<<(n26 + 31) / 32, RADIUS_2 * GREEN19, sizeof(double) * 64, nullptr>>>(0 + n26, (((n26 - 6) <= BLOCK15) ? n26 : BLOCK15) > (BLOCK15 - n26));
	float acc27 = ((BLOCK15 + n26) - (BLOCK15 + n26)) * n26;
	combine21_kernel<<<8 * GREEN19, 16 * 2>>>(true, CAT_7(acc, 27) <= (ON18 * acc27));
	combine21_kernel<<<dim3(BLOCK15 + (ON18 + 1), 8, 1), 32>>>(((-n26) + (GREEN19 * acc27)) <= (64), (n26 % OFF20) != (acc27 / acc27));
	constexpr int w28 = 4092L;
	(void)w28;
	return 0;
}
