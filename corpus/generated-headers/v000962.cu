// cudagen 0.2 seed 962 valid headers
// features: kernel,restrict_params,launch,builtin_vars,host_function,main,constexpr_var,if,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_float,lit_nullptr,cast_c,cast_functional,alignof,macro_object,macro_function,pp_undef,comments,if_constexpr,constexpr_loop,hdr_cmath
#include <cuda_runtime.h>
#include <array>
#include <tuple>

#define TILE_DIM_1 32
#define WARPS_2 3
#define MOD8_3(x) ((x) % 8)
#undef TILE_DIM_1
#define TILE_DIM_1 8
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
// NOTE: keep in sync with the host reference.

double check_score5(const float *coef6, float p7, int count8) {
	p7 = count8;
	if constexpr (sizeof(double) == 4) {
		++count8;
		p7 -= (count8 += *coef6, alignof(float));
	}
	p7 /= sqrtf(9 | (count8 | 39));
	return p7;
}
__host__ __device__ constexpr int steps9(int n) {
	int s = 0;
	int i = 0;
	while (i < n) {
		s += 4;
		++i;
	}
	return s;
}
constexpr int kSteps10 = steps9(3);
static_assert(steps9(3) == 12, "a constexpr loop");

__global__ void gather11(const int *__restrict__ input12, int stride13) {
	int gid14 = threadIdx.x;
	(void)gid14;
	if (blockDim.y == stride13) {
		return;
	}
	stride13 >>= blockDim.x - 43;
	constexpr double res15 = -10.625;
	(void)res15;
}

int main() {
	int len16 = 0x1dd;
	len16 >>= (double(12.625) >= len16) ? steps9((long long)len16) : ((short)(kSteps10 & len16));
	cosf(-2);
	gather11<<<(len16 + 037) / 0b100000, (0400)>>>(nullptr, len16);
	return 0;
}
