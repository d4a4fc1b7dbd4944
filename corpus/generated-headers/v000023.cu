// cudagen 0.2 seed 23 valid headers
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,shared_var,extern_shared,constexpr_var,auto_var,const_local,if,ternary,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_paste,macro_statement,nested_class,nttp_dependent_type,enable_if,partial_specialization,if_constexpr,sfinae,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cstdio>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <bool B, typename T = void> struct EnableIf5 {};
template <typename T> struct EnableIf5<true, T> { using type = T; };
template <typename T> struct IsSmall6 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T, typename EnableIf5<IsSmall6<T>::value, int>::type = 0>
__host__ __device__ int narrow4(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename EnableIf5<!IsSmall6<T>::value, int>::type = 0>
__host__ __device__ int narrow4(T v) { return static_cast<int>(v) + 2; }

__host__ __device__ void drift7(float* buf8, double* data9, unsigned* __restrict__ buf10) {
	constexpr int lo11 = 64;
	(void)lo11;
	long long acc12{47U};
	(void)acc12;
	int s13{2};
	(void)s13;
}

__global__ void __maxnreg__(128) update14_kernel(unsigned int p15, double b16, int* dst17, float* __restrict__ buf18) {
	extern __shared__ char dyn_19[];
	const int m20 = (0x571u) - (*buf18);
	(void)m20;
	__shared__ unsigned char sh_21;
	(void)sh_21;
	if constexpr (sizeof(long) == 8) {
		dst17[p15] = 8 * cosf(dyn_19[1] + b16);
	} else {
	}
}
struct Grid22 {
	using value_type = long;
	enum Kind { Small, Large };
	struct Leaf {
		value_type v;
		__device__ value_type scaled() const { return v * static_cast<value_type>(4); }
	};
	Leaf first, second;
	__device__ value_type total() const { return first.scaled() + second.v; }
};
__device__ long walk23(int x) {
	using value_type = Grid22::value_type;
	Grid22::Leaf e{static_cast<value_type>(x)};
	Grid22 t{e, e};
	return t.total();
}

int main() {
	int size24 = 3386;
	if ((size24 - 13) <= ((float)size24)) {
		auto t25 = size24;
		double flag26 = t25;
		(void)flag26;
		sqrtf(51l);
	}
	dim3 u27(1, 32);
	(void)u27;
	size24 = (fminf(size24, size24) - 4469) + ((29ul / size24) * ((size24 < size24) ? 56 : 364));
	update14_kernel<<<(size24 + 0x7F) / 0x80, dim3((size24 + 0x7f) / 128), 32 * 8, nullptr>>>(((float)size24), (size24 <= size24) ? (3.25 - CAT_2(size, 24)) : 7, &size24, static_cast<float*>(nullptr));
	return 0;
}
