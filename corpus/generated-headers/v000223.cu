// cudagen 0.2 seed 223 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,shared_2d,extern_shared,constexpr_var,if,for,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,cast_const,macro_object,comments,local_class,virtual_function,partial_specialization,explicit_specialization,rtti,rdc_extern_device_var,runtime_api,hdr_cstdio
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <utility>
#include <tuple>

#define NUM_ITERS_1 256
struct Poly2 {
	virtual ~Poly2() {}
	virtual int id() const { return 1; }
};
struct Impl3 : Poly2 {
	int id() const override { return 5; }
};
struct Other4 : Poly2 {};
int identify5(int x) {
	Impl3 d;
	Poly2 *b = &d;
	if (Impl3 *p = dynamic_cast<Impl3 *>(b)) {
		return p->id() + x;
	}
	return dynamic_cast<Other4 *>(b) != nullptr ? 1 : x;
}
extern __device__ int sharedCounter6;
extern __device__ float lookup7[16];
__device__ int bumpShared8(int x) {
	sharedCounter6 += x;
	return sharedCounter6 + static_cast<int>(lookup7[x & 15]);
}
template <typename T, typename U> struct Pick9 { static constexpr int value = 1; };
template <typename T> struct Pick9<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick9<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes11 {
	T d[N];
	T first() const { return d[0]; }
};
template <typename T> struct Lanes11<T, 1> {
	T d;
	T first() const { return d; }
};
template <> struct Pick9<float, double> { static constexpr int value = 4; };
template <typename T> int tag10(T) { return 0; }
template <> int tag10<float>(float) { return 1; }
template <> int tag10(double) { return 2; }
int specialized12(int x) {
	Lanes11<int, 1> one{x};
	Lanes11<int, 3> three{{x, 1, 2}};
	return x + Pick9<char, long>::value + Pick9<int, int>::value + Pick9<float *, int>::value + Pick9<float, double>::value + tag10(1.0f) + tag10(x) + tag10(2.0) + one.first() + three.first();
}
template <typename T>
__global__ void mix13_kernel(const T *__restrict__ coef14, double a15, int lane16, T a17) {
	extern __shared__ float dyn_18[];
	unsigned int gid19 = threadIdx.x;
	printf("value %d\n", static_cast<int>(lane16));
	if (lookup7[sharedCounter6] <= blockDim.x) {
		return;
	}
	T t20 = (long)(lookup7[10] * (a17 - gid19));
	(void)t20;
	int k21 = 60;
	(void)k21;
	T base22 = 21ul * (sharedCounter6 + a17);
	(void)base22;
	__shared__ double sh_23[3 * 4][15];
	(void)sh_23;
}
// Computes one element per thread.
__global__ void stencil24(long *__restrict__ data25, size_t alpha26, int count27) {
	count27 = warpSize;
	lookup7[8] = count27 * ((gridDim.x - data25[count27 & 7]) | count27);
}
template <typename T>
__global__ void trace28(T *buf29, T *acc30, T *dst31, int *data32) {
	int tid33 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)tid33;
	int acc34{static_cast<int>(((8 | threadIdx.x) - (*data32)) | sharedCounter6)};
	(void)acc34;
	constexpr double lim35 = -8.375f;
	(void)lim35;
}
// Computes one element per thread.
unsigned run_kick36(int stride37) {
	stride37 = NUM_ITERS_1;
	stride37 = stride37;
	return 45U;
}
float kick38(int lane39, const float *input40) {
	trace28<float><<<dim3((lane39 + 63) / 64), 128 * 4, NUM_ITERS_1, (cudaStream_t)0>>>(const_cast<float*>(input40), const_cast<float*>(input40), const_cast<float*>(input40), nullptr);
	unsigned char mid41{static_cast<unsigned char>(input40[2])};
	for (int n42 = lane39; n42 > 0; --n42) {
		dim3 flag43 = dim3(4 * 2);
		(void)flag43;
		lane39 = lane39 - static_cast<float>(static_cast<unsigned long long>(n42));
	}
	lane39 = '0' / input40[mid41];
	return 13.75F;
}
int main() {
	int size44 = 2'311;
	if ((size44 & 1)) {
		if (size44 < (size44 + size44)) {
			return (size44);
		}
	}
	struct Local45 {
		int s;
		int add(int v) { s += v; return s; }
	};
	Local45 sum46{3};
	int cnt47 = sum46.add((size44));
	size44 = static_cast<unsigned>(1) * (+cnt47);
	int *d_buf48 = nullptr;
	cudaMalloc(&d_buf48, static_cast<size_t>(size44) * sizeof(int));
	cudaMemset(d_buf48, 0, static_cast<size_t>(size44) * sizeof(int));
	mix13_kernel<double><<<(size44 + 63) / 64, dim3(8 * 8, NUM_ITERS_1 + NUM_ITERS_1, (size44 + 127) / 128)>>>(nullptr, d_buf48[cnt47], 0x1E, size44);
	stencil24<<<(cnt47 + 127) / 128, 64>>>(reinterpret_cast<long*>(d_buf48), (float)(*d_buf48), -3'259);
	return 0;
}
