// cudagen 0.2 seed 581 valid headers
// features: kernel,kernel_template,launch_deduced_template_args,maxnreg,launch,launch_dim3,host_device_function,constexpr_function,main,device_array,shared_var,constexpr_var,if,nested_block,compound_assign,bitwise,shift,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_statement,pp_ifdef,anonymous_class,alias_template,variable_template,consteval,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cooperative_groups.h>

#define RADIUS_1 128
#define CHUNK_2 64
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifndef USE_FAST_PATH_5
#define TUNE_6 10
#else
#define TUNE_6 47
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T> using Ptr9 = T *;
template <typename A, typename B> struct Duo10 { A a; B b; };
template <typename T> using Same11 = Duo10<T, T>;
template <typename T> constexpr T kScale12 = T(4);
template <typename T> constexpr int kSize13 = static_cast<int>(sizeof(T)) * 1;
__device__ int aliased8(int x) {
	Ptr9<int> p = &x;
	Same11<int> d{x, 8};
	return x + *p + d.a + d.b + kSize13<double> + static_cast<int>(kScale12<float>);
}
__device__ long d_march14[4];

__global__ void stencil15_kernel(float* out16, const unsigned int* coef17) {
	out16[5] = kSize13<char> >> (d_march14[1] | 32lu);
	d_march14[3] = aliased8(kSize13<int> % (d_march14[2] ^ d_march14[2]));
	if (((unsigned char)(*coef17)) <= (*coef17)) {
		return;
	}
	float sum18 = fabsf((kSize13<char> / (*out16)) - ((*coef17) / 4.125F));
	if (aliased8(sum18)) {
		return;
	}
}

constexpr __host__ __device__ int shade19(int lane20, double p21) {
	p21 = lane20;
	return (p21 += 13.0, (7 + p21));
}

template <typename T>
__global__ void __maxnreg__(128) filter22(T q23) {
	if (d_march14[0x1] == d_march14[0]) {
		return;
	}
	__shared__ long sh_24;
	sh_24 &= aliased8(fmaxf(64 << sh_24, 0x6 - d_march14[sh_24 & 3]));
}
consteval int square25(int x) { return x * x + 1; }
constexpr int kSquare26 = square25(12);
int folded27(int x) { return x + square25(7); }
struct Extent28 {
	struct {
		int lo, hi;
	} span;
	int count;
};
typedef struct {
	int key;
	float weight;
} Anon29;
__host__ __device__ int extent30(int x) {
	Extent28 r{};
	r.span.lo = x;
	r.span.hi = x + 8;
	Anon29 a{x, 1.0f};
	return r.span.hi - r.span.lo + a.key;
}

int main() {
	int count31 = 1209;
	const char* val32 = "\x41\102";
	if (val32[0x1] > 0x1c) {
		float prod33 = static_cast<float>((kSize13<char> % val32[0b1]) << shade19(val32[0b0], count31));
		{
			prod33 = count31;
			cudaStream_t stream34;
			cudaStreamCreate(&stream34);
			cudaStreamSynchronize(stream34);
		}
	}
	stencil15_kernel<<<(count31 + 255) / 256, dim3(kSize13<char>, (count31 + 127) / 128)>>>((float*)nullptr, nullptr);
	filter22<<<TUNE_6 + (kSize13<char> + (kSize13<char> + 4)), dim3(kSize13<char> + 1, 512)>>>(static_cast<int>(val32[0x1] * 63L));
	return 0;
}
