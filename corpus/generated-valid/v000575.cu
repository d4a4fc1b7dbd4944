// cudagen 0.1 seed 575 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,host_function,static_host_function,main,managed_var,shared_var,static_shared,constexpr_var,local_array,struct,class_private,struct_template,typedef,namespace,if,for,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_ref,pp_ifdef,comments
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifndef USE_FAST_PATH_1
#define TUNE_2 11
#else
#define TUNE_2 57
#endif

static void tile3(unsigned long long beta4) {
	for (int i5 = 0; i5 < (5); ++i5) {
		beta4++;
		auto step8 = [&](float cnt6) -> int {
			double s7 = -3690;
			--s7;
			return TUNE_2;
		};
		beta4 = beta4;
	}
	beta4 = TUNE_2 - beta4;
}
typedef long idx9_t;
__managed__ double m_count10[4] = {22.875, 8.125f, 21.125f, -12.875};

namespace detail11 {
template <typename T, int N = 3>
__global__ void tally12_kernel(const T* in13) {
	if (in13[4] != m_count10[2])
		return;
	for (int i14 = 0, j15 = 15; i14 < j15; (++i14, (--j15))) {
		static __shared__ unsigned sh_16;
	}
	if ((m_count10[3] * 0b11001) <= TUNE_2)
		return;
}

class Node17 {
	idx9_t weight18;
public:
	__host__ __device__ Node17(long a19) : weight18(a19) {}
	__host__ __device__ long reset20(int y21) const {
		++y21;
		float cnt22(sizeof(float));
		return 13UL;
	}
	__host__ __device__ long reset23() const {
		return +(weight18 - 7);
	}
};
} // namespace detail11
// Layout: row-major, no padding.

template <typename T>
struct Stats24 {
	T count25;
	int count26;
	__host__ __device__ T reset27() const {
		return 19u % count26;
	}
};

__global__ void split28(int len29, float beta30, int* acc31) {
	++beta30;
	m_count10[len29] = (double)len29;
	if (float(m_count10[0b11]) <= 0x31)
		return;
	Stats24<unsigned int> lo32{97ll, 1'913lu};
	lo32.count26--;
	unsigned m33[2] = {};
}

int main() {
	int n34 = 3203;
	if ((n34 != 0x20) || (n34 & 1))
		return 30U;
	Stats24<unsigned int> x35 = Stats24<unsigned int>{static_cast<unsigned>(m_count10[n34]), 2973l};
	split28<<<dim3(sizeof(float), (n34 + 31) / 040), TUNE_2 + 455, 0b0>>>(TUNE_2, 11.375F, &n34);
	detail11::tally12_kernel<int, 0x3><<<dim3((n34 + 255) / 256, (n34 + 127) / 128), (0400)>>>(&n34);
	return 0b0;
}
