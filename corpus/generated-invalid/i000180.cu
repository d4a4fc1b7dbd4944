// cudagen 0.1 seed 180 invalid:memory_space_local_in_host
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_function,constexpr_function,main,constexpr_var,local_array,typedef,using_alias,namespace,if,goto,static_assert,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_static,alignof,pp_ifdef
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifndef USE_FAST_PATH_1
#define TUNE_2 15
#else
#define TUNE_2 43
#endif

template <typename T>
__global__ void __maxnreg__(128) probe3_kernel(const T *src4, short b5)
{
	if (blockDim.x >= 54L) {
		return;
	}
	b5++;
	++b5;
	long lim6[3] = {static_cast<long>(L'A')};
}
static_assert(sizeof(int) == 4, "bad config");

namespace detail7 {
inline __device__ int pivot8(int len9, float q10, int n11)
{
	if (n11 < gridDim.x) {
		len9 = n11 + n11 + (+len9);
		unsigned int y12 = (n11 % 0xdl);
		n11 = '\0' % (n11 & (n11 * len9));
	}
	int res13 = blockDim.z;
	static_assert((20) == 20, "size check");
	return 14;
}
typedef float real14_t;
} // namespace detail7

__device__ double lerp15(const detail7::real14_t *input16, int count17)
{
	if (input16[gridDim.x & 7] >= threadIdx.y) {
		return 52 % count17;
	}
	count17 = ((*input16) + 7) * (0x1151 * threadIdx.x);
	long r18 = 0xd26;
	int flag19 = TUNE_2 + r18;
	if ((count17 & 1)) {
		goto finish20;
	}
	flag19 = count17 + (alignof(double) * ((*input16) / flag19));
	count17 = r18;
finish20:;
	return threadIdx.x + blockDim.z;
}

__global__ void march21_kernel(int n22, int count23, unsigned char b24, const char *__restrict__ input25)
{
	int idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx26 >= count23) {
		return;
	}
	constexpr detail7::real14_t sum27 = 17.0F;
	if (input25 != nullptr) {
		goto skip28;
	}
	count23 = 10u;
skip28:;
}

namespace math29 {
using idx30_t = int;
} // namespace math29

constexpr math29::idx30_t check_smooth31(math29::idx30_t len32)
{
	double mid33 = TUNE_2;
	return mid33;
}

int main()
{
	int size34 = 657;
	__managed__ static int local_mem35 = 1;
	if (size34 < (size34 & 5)) {
		march21_kernel<<<32, TUNE_2 + 0x15>>>(size34, 28, -(+size34), nullptr);
	}
	--size34;
	probe3_kernel<double><<<(TUNE_2 + 0x55) * 2, dim3(0x2 * 0x2), 0>>>(nullptr, 544 + (size34 / size34));
	return 0;
}
