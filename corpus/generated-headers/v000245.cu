// cudagen 0.2 seed 245 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,host_device_function,main,constexpr_var,auto_var,const_local,anon_namespace,if,if_else,if_init,for,pragma_unroll,static_assert,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_function,macro_statement,multiple_inheritance,variable_template,hdr_cmath
#include <cuda_runtime.h>
#include <cstdio>
#include <cuda_fp16.h>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
template <typename T> constexpr T kScale4 = T(4);
template <typename T> constexpr int kSize5 = static_cast<int>(sizeof(T)) * 1;
__host__ __device__ int aliased3(int x) {
	return x + kSize5<double> + static_cast<int>(kScale4<float>);
}
struct Base7 {
	int m0;
	__host__ __device__ int get0() const { return m0 * 3; }
};
struct Part8 {
	int m1;
	__host__ __device__ int get1() const { return m1 * 3; }
};
struct Base9 {
	int m2;
	__host__ __device__ int get2() const { return m2 * 2; }
};
struct Blend6 : public Base7, Part8, Base9 {
	int own;
	__host__ __device__ int sum() const { return get0() + get1() + get2() + own; }
};
__host__ __device__ int mix10(int x) {
	Blend6 d{};
	d.m0 = x + 0;
	d.m1 = x + 1;
	d.m2 = x + 2;
	d.own = x;
	return d.sum();
}

inline __device__ unsigned short reduce11(float a12, const double *input13, float cfg14) {
	SWAP_2(float, cfg14, a12);
	a12 -= (threadIdx.z + kSize5<int>) / kSize5<int>;
	return 52 + (*input13);
}
constexpr double kT15 = 3.5;

namespace {
__global__ void relax16_kernel(int *data17, int *acc18, const float *coef19, int n20) {
	int idx21 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx21 >= n20)
		return;
	#pragma unroll
	for (int it22 = 0; it22 < (kSize5<int> + 10); ++it22) {
		if (((data17[idx21] < kT15) ? threadIdx.x : kSize5<int>) == gridDim.z)
			continue;
		unsigned int x23 = kSize5<char>;
		(void)x23;
		constexpr int r24 = 39;
		(void)r24;
	}
	static_assert((kSize5<char> + 57) > 57, "tile must fit");
	if (-n20)
		return;
}

__host__ __device__ void rank25(const unsigned *in26) {
	int *off27 = nullptr;
	if (auto w28 = sinf(0x24UL); (in26[6] ? kT15 : 40L) < static_cast<short>(in26[0])) {
		static_assert(0x17 > 22, "bad config");
	} else {
		sqrtf(*off27);
	}
}

__global__ void split29(char q30, const float *input31, int count32) {
	unsigned gid33 = threadIdx.x;
	const unsigned int acc34 = kSize5<int>;
	(void)acc34;
	for (int it35 = 0; it35 < count32; it35 += 3) {
		#pragma unroll 8
		for (int it36 = 0; it36 < count32; ++it36)
			q30 -= kSize5<char>;
		int cnt37(gid33 + kSize5<int>);
		(void)cnt37;
		constexpr float diff38 = -19.25f;
		(void)diff38;
	}
}
} // namespace

int main() {
	int count39 = 1311;
	count39 = kSize5<int>;
	relax16_kernel<<<1 << 0x5, 1 << 8, (kSize5<char> + 1023)>>>(nullptr, static_cast<int*>(nullptr), nullptr, count39);
	if (long long t40 = -(fmaxf(kT15, 6.375F) + fabsf(kSize5<char>)); t40 > (kSize5<int> - count39))
		t40 &= ((long)3569UL) + aliased3(fminf(39lu, t40));
	count39 |= 15 - (count39 + (kSize5<char> * count39));
	split29<<<(kSize5<int> + 12), kSize5<char> + (kSize5<char> + (kSize5<int> + 0xFA))>>>(sinf(9.5f * count39), (const float*)nullptr, -0x23L);
	return 0;
}
