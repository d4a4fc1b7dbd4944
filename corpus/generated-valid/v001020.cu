// cudagen 0.1 seed 1020 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,constexpr_function,main,constant_array,constexpr_var,anon_namespace,if,if_else,if_init,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 11
#else
#define TUNE_3 27
#endif

namespace {
constexpr __host__ __device__ int tile4(int len5, int n6)
{
	len5 = n6;
	n6 <<= TUNE_3 + len5;
	return len5;
}
__constant__ int c_scatter7[2] = {59U, 33};
} // namespace

__global__ void __launch_bounds__(1 << 012, 0b1) merge8(int* __restrict__ out9, unsigned long long* out10)
{
	unsigned idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (unsigned diff12 = (-out9[2]) ^ 010; !out9) {
		int* w13 = out9;
		out10[idx11] = ((*out10) + idx11) * int(55u * threadIdx.x);
	}
}

constexpr int relax14(int lane15, unsigned int a16)
{
	return lane15;
}

int main()
{
	int len17 = 1971;
	if ((len17 / ((len17 >= sizeof(int)) ? 0b100001 : len17)) > 18) {
		len17 |= len17;
	} else {
		len17 = (static_cast<float>(len17) - TUNE_3) - (int(len17));
	}
	merge8<<<(len17 + 255) / 256, dim3((len17 + 63) / 64, (len17 + 127) / 128)>>>(nullptr, (unsigned long long*)nullptr);
	return 0;
}
