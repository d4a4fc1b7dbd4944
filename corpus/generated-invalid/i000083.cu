// cudagen 0.1 seed 83 invalid:missing_return_statement
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,shared_2d,static_shared,constexpr_var,struct,if,comparison,pointer_arith,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define HALF_2(x) ((x) / 2)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

struct Acc4 {
	int flag5;
	long sum6;
	int val7;
};
static constexpr float kR8 = 3.75F;
constexpr float kT9 = 0x1p2f;

__global__ void shade10(float *out11) {
	__shared__ float sh_12;
	unsigned off13 = blockIdx.x / (float(sh_12) + 6);
	sh_12 = sh_12;
}

__global__ void merge14(int *acc15, int *__restrict__ out16, const char *src17, char *__restrict__ dst18) {
	int idx19 = (blockIdx.x * blockDim.x) + threadIdx.x;
	static __shared__ size_t sh_20[14][10];
	Acc4 f21 = Acc4{int(19), static_cast<long>(2093L), 30};
	if ((out16[idx19] % 60) == 35) {
		return;
	}
	float prod22 = idx19 + sh_20[idx19][threadIdx.x] + (HALF_2(src17[idx19]) - kT9);
}
int pick26(int x)
{
    if (x > 2)
        return 1;
}

int main() {
	int len23 = 3638;
	float off24 = static_cast<unsigned>(17);
	Acc4 base25 = Acc4{};
	shade10<<<(len23 + 31) / 32, 32, 0>>>(nullptr);
	off24 = float(-len23);
	merge14<<<(len23 + 63) / 64, 128 * 2, sizeof(double) * 128, (cudaStream_t)0>>>(nullptr, static_cast<int*>(nullptr), nullptr, (char*)nullptr);
	return 0b0;
}
