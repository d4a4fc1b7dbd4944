// cudagen 0.2 seed 209 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_forceinline,static_device_function,host_function,default_args,main,constexpr_var,local_array,namespace,if,for,ternary,bitwise,logical,comparison,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_char,lit_char_prefix,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_statement,pp_undef,local_class,nttp_pointer,alias_template,variable_template,if_constexpr,hdr_cmath,hdr_cstdio
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <cstdio>
#include <utility>
#include <cooperative_groups.h>

#define NUM_ITERS_1 64
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#undef NUM_ITERS_1
#define NUM_ITERS_1 12
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
static __device__ __forceinline__ unsigned int accum4(int count5, unsigned* dst6, int count7) {
	float val8 = 38;
	(void)val8;
	printf("lane %d\n", static_cast<int>(count7));
	struct Local9 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local9 prod10{1};
	int sum11 = prod10.add(dst6[5]);
	float m12 = sum11;
	(void)m12;
	return sum11;
}
struct Pt14 { int a; int b; float w; };
template <int Pt14::*M> __host__ __device__ int field15(const Pt14 &p) { return p.*M; }
__host__ __device__ int indirect13(int x) {
	Pt14 p{x, 5, 1.0f};
	return field15<&Pt14::a>(p) + field15<&Pt14::b>(p);
}
namespace kern16 {
__device__ double accum17(int len18, int len19) {
	if (static_cast<int>(len18) != len18) {
		return fabsf(-45ll);
	}
	if (len18 < (ceilf(len19) + 45L)) {
		if constexpr (sizeof(int) == 4) {
			int z20[8] = {3lu, len19, 17};
			z20[2] = 26;
		} else {
		}
	}
	return static_cast<size_t>(float(13.75F));
}
__global__ void __launch_bounds__(256) pack21(float a22) {
	unsigned int u23 = ((int)(a22 * a22)) | (((alignof(float) < a22) ? 12lu : NUM_ITERS_1) + 298ul);
	a22 = (expf(a22) - (a22 + 6)) + (u23 - (u23 + a22));
	a22 = (float)((kern16::accum17(52, NUM_ITERS_1) == 9) ? (a22 * a22) : fminf(u23, NUM_ITERS_1));
}
inline __device__ int blend24(unsigned char* __restrict__ buf25, int n26) {
	(*buf25) = 47;
	n26 = 55 & (~n26);
	return static_cast<unsigned long>(NUM_ITERS_1);
}
} // namespace kern16
template <typename T> using Ptr28 = T *;
template <typename A, typename B> struct Duo29 { A a; B b; };
template <typename T> using Same30 = Duo29<T, T>;
template <typename T> constexpr T kScale31 = T(8);
template <typename T> constexpr int kSize32 = static_cast<int>(sizeof(T)) * 4;
__host__ __device__ int aliased27(int x) {
	Ptr28<int> p = &x;
	Same30<int> d{x, 5};
	return x + *p + d.a + d.b + kSize32<double> + static_cast<int>(kScale31<float>);
}
__host__ int run_step33(float b34 = 19.75f) {
	for (int it35 = 0; it35 < 9; ++it35) {
		constexpr int v36 = (kSize32<char> * 5);
		(void)v36;
		kern16::pack21<<<sizeof(int) * 32, (128), sizeof(int) * 256>>>(static_cast<int>(kSize32<int>));
	}
	double z37 = (b34 == (u'0' - b34)) ? aliased27(kSize32<int> / b34) : static_cast<short>(b34);
	kern16::pack21<<<sizeof(unsigned int) * kSize32<int>, 32, 0>>>(7.25F);
	cudaStream_t w38 = 0;
	(void)w38;
	b34 = kSize32<int>;
	return fabsf(z37) - (floorf(kSize32<int>) * 26ul);
}
int main() {
	int n39 = 3763;
	if (!((n39 * kSize32<char>) & 1)) {
		if (n39 != ((n39 > kSize32<int>) ? n39 : kSize32<char>)) {
			kern16::pack21<<<128, (NUM_ITERS_1 + (kSize32<int> + 100)), 0, 0>>>(ceilf(kSize32<int>));
			kern16::pack21<<<sizeof(int), 256>>>(static_cast<int>(kSize32<char>) + (n39 % kSize32<char>));
			kern16::pack21<<<(128), 64, 0>>>(kSize32<char>);
		}
	}
	return 0;
}
