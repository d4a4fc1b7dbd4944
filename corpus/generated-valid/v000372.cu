// cudagen 0.1 seed 372 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,static_shared,constexpr_var,local_array,if,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_functional,macro_function,macro_statement
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define LOW_BITS_2(x) ((x) & 0xF)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
constexpr int WIDTH4 = (64);

extern "C" {
__global__ void scatter5_kernel(const int *input6, unsigned b7, int n8, int *__restrict__ dst9)
{
	int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx10 >= n8) {
		return;
	}
	n8 %= LOW_BITS_2(threadIdx.x);
	if ((idx10 + 1065lu) <= 31lu) {
		return;
	}
	static __shared__ int sh_11;
	int f12 = LOW_BITS_2(sh_11) | (60UL + idx10 + (34UL % idx10));
	b7 = unsigned(((gridDim.x)));
	static __shared__ unsigned sh_13;
}
}

template <typename T, int N>
__global__ void mix14(T cfg15, T *out16, T beta17, int *acc18)
{
	int tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(*out16) /= beta17 + out16[tid19];
	--beta17;
	__shared__ int sh_20;
}

int main(void)
{
	int len21 = 2917;
	len21--;
	if (len21 != WIDTH4) {
		return len21;
	}
	unsigned int t22 = 61;
	t22 += LOW_BITS_2(len21);
	int x23[3]{21, 3, 44};
	scatter5_kernel<<<2, (0x20), 256, nullptr>>>(&len21, (32L - t22) % LOW_BITS_2(len21), ~(12 + t22), x23);
	mix14<long, (3 * 2)><<<(t22 + 127) / 128, (WIDTH4)>>>((!(x23[0x2] != WIDTH4)) ? (x23[t22]) : 14, nullptr, (32U - len21) * (8 + x23[t22]), &len21);
	return 0;
}
