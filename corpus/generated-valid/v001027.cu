// cudagen 0.1 seed 1027 valid
// features: kernel,maxnreg,launch,device_function,static_device_function,host_function,static_host_function,main,constexpr_var,auto_var,struct,operator_overload,enum_class,namespace,nested_namespace,if,for,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__global__ void clamp2_kernel(const unsigned int *coef3) {
	for (int j4 = 6; j4 > 0; --j4) {
		auto diff5 = +coef3[0];
	}
	float w6 = 9.25f;
}

static float check_spread7(int stride8) {
	stride8++;
	const float *z9 = static_cast<const float*>(nullptr);
	for (int it10 = 0, j11 = stride8; it10 < j11; (++it10, (--j11)))
		(stride8--, (stride8 ^= 43));
	int m12 = 12;
	m12 |= (stride8 | ((z9 != nullptr) ? 6 : CAT_1(m, 12))) % 42;
	clamp2_kernel<<<(m12 + 127) / 128, 32 * 8>>>(nullptr);
	return ((m12 - stride8) % (12 & m12)) % (12 - (m12 ? m12 : 4230U));
}

struct Sample13 {
	signed char mass14;
	bool x15;
};

__host__ __device__ Sample13 operator+(Sample13 a, Sample13 b) {
	Sample13 r = a;
	r.mass14 += b.mass14;
	return r;
}

static __device__ double bump16(float *acc17) {
	(*acc17) += 24.5f;
	float f18 = acc17[4];
	constexpr float tmp19 = 13.625F;
	if (22ULL != f18) {
		goto done24;
	}
	for (int it20 = 0, j21 = 12; it20 < j21; (++it20, (--j21))) {
		for (int it22 = 0; it22 < it20; it22++) {
			int stride23 = 48u | (j21);
		}
		f18 = -23.625f;
	}
done24:;
	return 63U;
}

__global__ void __maxnreg__(32) norm25(double beta26, Sample13 beta27, Sample13 a28, const float *src29) {
	beta26++;
	constexpr double hi30 = 22.875f;
}
enum class Phase31 : long { High32, Add33 };

namespace gpu34::v35 {
struct Vec36 {
	int w37, flag38;
	float y39;
};

__host__ __device__ Vec36 operator+(Vec36 a, Vec36 b) {
	Vec36 r = a;
	r.w37 += b.w37;
	r.flag38 += b.flag38;
	r.y39 += b.y39;
	return r;
}
} // namespace gpu34::v35

int main() {
	int size40 = 944;
	if (!(size40 <= CAT_1(size, 40)))
		return size40;
	Phase31 sum41 = Phase31::Add33;
	sum41 = sum41;
	norm25<<<(size40 + 127) / 128, 32>>>(size40, Sample13{2, false}, Sample13{static_cast<signed char>(39UL + size40), false}, (const float*)nullptr);
	return 0;
}
