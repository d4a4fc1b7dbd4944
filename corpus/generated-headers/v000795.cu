// cudagen 0.2 seed 795 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,static_device_function,host_function,main,device_var,constexpr_var,const_local,struct,struct_methods,anon_namespace,if,if_else,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,pp_ifdef,union,nested_class,if_constexpr,type_traits,exceptions,hdr_type_traits
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <numeric>
#include <type_traits>

#define TILE_DIM_1 256
#define TILE_DIM_2 (4)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifdef USE_FAST_PATH_5
#define TUNE_6 9
#else
#define TUNE_6 48
#endif

struct Cell7 {
	unsigned id8;
	double sum9;
	__host__ __device__ unsigned int mix10() const {
		if ((sum9 / id8) < 26) {
			return sum9;
		}
		return sum9;
	}
	__host__ __device__ void apply11(float mid12) {
		sum9 = static_cast<int>(63lu);
	}
};
struct Table13 {
	using value_type = long;
	enum Kind { Small, Large };
	struct Leaf {
		value_type v;
		__host__ __device__ value_type scaled() const { return v * static_cast<value_type>(9); }
	};
	Leaf first, second;
	__host__ __device__ value_type total() const { return first.scaled() + second.v; }
};
__host__ __device__ long walk14(int x) {
	using value_type = Table13::value_type;
	Table13::Leaf e{static_cast<value_type>(x)};
	Table13 t{e, e};
	return t.total();
}

namespace {
__device__ int d_count15 = 1'337ul;

struct Body16 {
	float val17;
	unsigned vel18;
	float id19;
	int flag20;
};

static __device__ __forceinline__ long tally21(int n22, int n23, bool q24) {
	d_count15 = 49lu;
	++n23;
	n23 = 1454lu;
	bool tmp25 = (n22 - d_count15) < (n22 * TILE_DIM_1);
	(void)tmp25;
	return d_count15 * n22;
}
} // namespace
template <typename T>
__host__ __device__ int classify26(T v) {
	if constexpr (std::is_floating_point_v<T>) {
		return static_cast<int>(v * 5);
	} else if constexpr (sizeof(T) == 8) {
		return static_cast<int>(v) + 3;
	} else {
		return static_cast<int>(v) + 1;
	}
}
union Pun27 {
	unsigned u;
	float f;
	unsigned char bytes[4];
};
__device__ int use28(int x) {
	Pun27 v{};
	v.u = static_cast<unsigned>(x);
	return static_cast<int>(v.bytes[1]) + static_cast<int>(v.u);
}

__global__ void accum29(int count30, float* out31, float* out32) {
	unsigned int idx33 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)idx33;
	int s34 = 12lu;
	(void)s34;
	unsigned int u35 = 18U;
	(void)u35;
}

inline unsigned int run_sweep36(const unsigned long* coef37, float b38) {
	if (static_cast<unsigned short>(TILE_DIM_2) < b38) {
		const int sum39 = ((float)(*coef37)) * (b38 - b38);
		(void)sum39;
	} else if ((b38 + 0L) == b38) {
		b38 = -18.125f;
	}
	--b38;
	return b38;
}

int main() {
	int size40 = 3098;
	const long lo41 = sizeof(int);
	try {
		size40 = 30;
		if (size40 > 20) {
			throw 20;
		}
	} catch (...) {
	}
	accum29<<<(size40 + 255) / 256, (128), 256, 0>>>(lo41 * size40, nullptr, nullptr);
	return 0;
}
