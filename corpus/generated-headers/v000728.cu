// cudagen 0.2 seed 728 valid headers
// features: kernel,launch_bounds,grid_constant,restrict_params,launch,launch_shared_mem,launch_stream,device_template_function,main,shared_var,auto_var,struct,operator_overload,if,for,bitwise,shift,comparison,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_value,macro_object,pp_ifdef,pp_undef,enable_if,partial_specialization,if_constexpr,sfinae,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <utility>

#define WARPS_1 64
#define CHUNK_2 (32)
#define WARPS_3 ((1 << 4) * 2)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifndef USE_FAST_PATH_6
#define TUNE_7 7
#else
#define TUNE_7 52
#endif
#undef WARPS_1
#define WARPS_1 12
template <bool B, typename T = void> struct EnableIf9 {};
template <typename T> struct EnableIf9<true, T> { using type = T; };
template <typename T> struct IsSmall10 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T>
__host__ __device__ typename EnableIf9<IsSmall10<T>::value, int>::type narrow8(T v) { return static_cast<int>(v) * 1; }
template <typename T>
__host__ __device__ typename EnableIf9<!IsSmall10<T>::value, int>::type narrow8(T v) { return static_cast<int>(v) * 2; }

struct Node11 {
	unsigned char weight12;
	long val13;
	float id14;
	int weight15;
};

inline __host__ __device__ Node11 operator+(Node11 a, Node11 b) {
	Node11 r = a;
	r.weight12 += b.weight12;
	r.val13 += b.val13;
	r.id14 += b.id14;
	r.weight15 += b.weight15;
	return r;
}

__global__ void __launch_bounds__(1 << 6) filter16(double *__restrict__ dst17, double *out18, int count19, __grid_constant__ const Node11 a20) {
	floorf(49);
	float r21 = ((10 + count19) ^ narrow8(static_cast<unsigned int>(3))) >> narrow8(long(out18[6]));
	for (int i22 = 3; i22 > 0; --i22) {
		if (sizeof(int) != (count19)) {
			return;
		}
		cosf(03766);
		(*out18) = 46 | ((long)r21);
	}
	__shared__ long sh_23[(8)];
	(void)sh_23;
}

int main() {
	int len24 = 2196;
	auto op26 = [=]() {
		Node11 stride25 = Node11{};
		fabsf(stride25.id14);
		floorf(0x21 + stride25.val13 + ((int)stride25.val13));
	};
	op26();
	if constexpr (sizeof(double) == 4) {
		auto res27 = len24 / (+len24);
		(void)res27;
		auto x28 = 0x35 * len24 * (35 * len24);
		(void)x28;
	}
	filter16<<<(len24 + 31) / 0x20, (CHUNK_2 + 96), sizeof(float) * 256, nullptr>>>(nullptr, (double*)nullptr, len24 + (29 * len24), Node11{62ul, 26, 4.375f, len24});
	return 0x0;
}
