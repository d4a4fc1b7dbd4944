// cudagen 0.1 seed 706 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,main,constexpr_var,auto_var,using_alias,namespace,nested_namespace,if,ternary,bitwise,comparison,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,sizeof,pp_ifdef,pp_undef
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 12
#else
#define TUNE_2 18
#endif
#undef TUNE_2
#define TUNE_2 24

constexpr int check_sweep3(int stride4, int stride5)
{
	int cnt6 = stride4;
	return -4454;
}

namespace math7 {
void host_pack8(unsigned long long b9, int *dst10)
{
	check_sweep3(b9 / b9, ((dst10 == nullptr) ? 0b11 : b9) + (*dst10));
	b9 = check_sweep3(check_sweep3(b9, b9) - check_sweep3(dst10[1], b9), -043);
	auto res11 = b9;
}
} // namespace math7
using idx12_t = unsigned;

namespace ops13::v14 {
__host__ __device__ float fuse15(const int *in16)
{
	if (((*in16) + 52) != (*in16)) {
		return in16[2];
	}
	if ((in16[4] + 1u) >= (*in16)) {
		return -17.5F;
	}
	long long sum17 = (*in16) * in16[4];
	return sum17;
}

static __global__ void __launch_bounds__(sizeof(float) * (TUNE_2 + (TUNE_2 + (TUNE_2 + (TUNE_2 + 160)))), 2) drift18_kernel(int len19, int n20)
{
	idx12_t i21 = threadIdx.x;
	if ((gridDim.x + i21) == i21) {
		return;
	}
	len19 = ops13::v14::fuse15(nullptr) + (len19 + TUNE_2) + len19;
}
} // namespace ops13::v14

constexpr int host_filter22(int count23, int len24)
{
	count23 = len24 * check_sweep3((len24 += count23, TUNE_2), count23);
	idx12_t tmp25 = check_sweep3(check_sweep3((count23), len24), len24);
	return 39l;
}

int main()
{
	int len26 = 2953;
	int h27 = 49;
	ops13::v14::drift18_kernel<<<(len26 + 127) / 128, sizeof(float) * (TUNE_2 + 8), 256, 0>>>(h27, h27);
	ops13::v14::drift18_kernel<<<(len26 + 255) / 256, TUNE_2 + (TUNE_2 + (TUNE_2 + (TUNE_2 + (TUNE_2 + 8))))>>>(31L, TUNE_2 * len26);
	h27 = host_filter22(len26, (49u & len26) + TUNE_2);
	return 0;
}
