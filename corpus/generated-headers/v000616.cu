// cudagen 0.2 seed 616 valid headers
// features: kernel,restrict_params,launch,builtin_vars,device_function,host_function,main,device_array,constexpr_var,auto_var,enum,namespace,nested_namespace,while,do_while,goto,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_const,macro_statement,virtual_function,inline_namespace,using_directive,rtti
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <tuple>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

__device__ void clamp3(const size_t *coef4, int n5, int stride6) {
	int w7 = 0;
	if ((w7 >= coef4[n5 & 0x7]) && (w7 >= n5)) {
		goto out9;
	}
	do {
		(++n5, (stride6 = -11));
		stride6 *= (coef4[6] - (w7 * coef4[n5])) / (coef4[n5] * gridDim.x);
		++w7;
	} while ((w7 < w7) && (static_cast<int>(blockDim.z) > w7));
	{
		--n5;
		constexpr double e8 = 45;
		(void)e8;
	}
	n5 = +((17 * n5) + gridDim.z);
out9:;
}
namespace lib10 {
inline namespace abi {
__host__ __device__ int version11(int x) { return x + 3; }
} // namespace abi
namespace detail::impl {
__host__ __device__ int helper12(int x) { return x * 5; }
} // namespace detail::impl
} // namespace lib10
__host__ __device__ int layered13(int x) {
	using namespace lib10::detail::impl;
	return helper12(x) + lib10::version11(x) + lib10::abi::version11(1);
}
struct Poly14 {
	virtual ~Poly14() {}
	virtual int id() const { return 1; }
};
struct Impl15 : Poly14 {
	int id() const override { return 8; }
};
struct Other16 : Poly14 {};
int identify17(int x) {
	Impl15 d;
	Poly14 *b = &d;
	if (Impl15 *p = dynamic_cast<Impl15 *>(b)) {
		return p->id() + x;
	}
	return dynamic_cast<Other16 *>(b) != nullptr ? 1 : x;
}
enum State18 { ADD19, FAST20, BLUE21 = 5, GREEN22 = 9 };

__global__ void bias23_kernel(int *data24, int len25, short beta26, const short *input27) {
	unsigned int tid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)tid28;
	ACCUM_1(data24[len25], ((2 - (*input27)) << (-(*input27))));
	len25 = FAST20 >> (*data24);
	len25 >>= 0;
	float hi29 = threadIdx.y;
	(void)hi29;
	beta26--;
}

namespace kern30 {
__global__ void drift31(int lane32, float beta33) {
	unsigned int idx34 = threadIdx.x;
	(void)idx34;
	lane32 <<= 4u % threadIdx.z;
	lane32 -= lane32;
	beta33 += 15.75f;
	int diff35 = lane32;
	(void)diff35;
}
__device__ int d_scale36[8];
} // namespace kern30

unsigned int relax37(int lane38, const int *__restrict__ in39) {
	lane38 = in39[lane38 & 7];
	++lane38;
	int off40 = (in39[lane38]);
	auto u41 = off40;
	int pass42 = 0;
	while ((pass42 < (BLUE21 + 6)) && ((lane38 ? in39[0] : BLUE21) >= u41)) {
		bias23_kernel<<<0x1, 128>>>(const_cast<int*>(in39), 0x10, (off40 += lane38, ((pass42 >= 0x1Dll) ? in39[7] : 47UL)), nullptr);
		ACCUM_1(u41, ((size_t)(lane38 >> 2lu)));
		++pass42;
	}
	return 8;
}

int main(void) {
	int count43 = 0x77f;
	count43 = count43;
	int y44 = 19L;
	int w45 = count43;
	(void)w45;
	kern30::drift31<<<1 << 8, FAST20 + (FAST20 + (GREEN22 + (GREEN22 + 44)))>>>((short)(y44 + count43), count43 - (count43 * 23.875f));
	return 0;
}
