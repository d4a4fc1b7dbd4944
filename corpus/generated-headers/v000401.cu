// cudagen 0.2 seed 401 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_var,auto_var,if,for,ternary,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_undef,nested_class,structured_binding,hdr_array,hdr_cmath,hdr_utility
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <utility>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define RADIUS_1 256
#define NUM_ITERS_2 (3)
#define NUM_ITERS_3 (64)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_5(x) ((x) & 0xF)
#undef RADIUS_1
#define RADIUS_1 2

double check_sift6(int stride7) {
	stride7 = static_cast<int>(ceilf(sinf(stride7)));
	std::array<int, 4> arr8{stride7, 1, 2, 3};
	int total9 = arr8[0] + static_cast<int>(arr8.size());
	const char *z10 = "path\\to";
	(void)z10;
	stride7 %= ((stride7 >= 011l) ? 9 : 9) + stride7;
	std::pair<int, float> pr11 = std::make_pair(total9, 1.5f);
	auto [stride12, x13] = pr11;
	std::pair<int, float> pr14{stride12, x13};
	std::swap(pr11, pr14);
	stride12 += std::move(pr14).first;
	if (ceilf(x13) != stride12) {
		return sinf(stride7 & sizeof(int));
	}
	return total9;
}

template <typename T, int N = 1>
__global__ void __maxnreg__(32) scatter15_kernel(const T *input16, const int *input17, int len18) {
	int idx19 = threadIdx.x;
	if (idx19 >= len18) {
		return;
	}
	int h20(input16[5]);
	(void)h20;
	for (int i21 = 0; i21 < 12; ++i21) {
		auto h22 = i21 & (static_cast<long>(N));
		(void)h22;
	}
	for (int it23 = 0b0; it23 < 3; it23 += 3) {
		long x24 = LOW_BITS_5(~(it23 * 3380));
		(void)x24;
		sinf(fmaxf(it23, 33 * input17[it23]));
	}
}
__device__ unsigned char d_combine25 = 076;
struct Grid26 {
	using value_type = int;
	struct Leaf {
		value_type v;
		__host__ __device__ value_type scaled() const { return v * static_cast<value_type>(5); }
	};
	Leaf first, second;
	__host__ __device__ value_type total() const { return first.scaled() + second.v; }
};
__host__ __device__ int walk27(int x) {
	using value_type = Grid26::value_type;
	Grid26::Leaf e{static_cast<value_type>(x)};
	Grid26 t{e, e};
	return t.total();
}

int main() {
	int len28 = 2147;
	len28 *= char(8 - len28) - (((long long)0b10001) * sinf(len28));
	scatter15_kernel<int, 1><<<(len28 + 63) / 64, sizeof(int) * (RADIUS_1 + (NUM_ITERS_3 + 62)), 0, nullptr>>>(&len28, nullptr, ((len28 | len28) < len28) ? len28 : ((int)len28));
	unsigned int stride29 = 947;
	(void)stride29;
	return 0;
}
